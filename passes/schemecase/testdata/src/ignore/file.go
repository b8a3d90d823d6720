//lint:file-ignore schemecase generated-like fixtures

package ignore

import "net/http"

func g() { http.Get("HTTP://e.example.com/") }
