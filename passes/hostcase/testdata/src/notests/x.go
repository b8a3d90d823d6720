package notests

import "net/http"

func f() {
	http.Get("http://EXAMPLE.com/") // want `host "EXAMPLE.com"`
}
