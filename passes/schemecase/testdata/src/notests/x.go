package notests

import "net/http"

func f() {
	http.Get("HTTP://example.com/") // want `scheme "HTTP"`
}
