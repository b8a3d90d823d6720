package notests

import "net/http"

func f() {
	http.Get("http://example.com:80/") // want `port "80"`
}
