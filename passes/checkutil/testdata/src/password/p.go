package password

import "net/http"

func f() {
	http.Get("https://u:secret@example.com/") // want "probe: password"
}
