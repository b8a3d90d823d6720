package notests

import "net/http"

func f() {
	http.Get("http://example.com/a/../b") // want `dotsegment: path of "http://example.com/a/../b"`
}
