package notests

import "net/http"

func f() {
	http.Get("http://x/a%2fb") // want `percent-encoding "%2f"`
}
