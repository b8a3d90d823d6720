package notests

import (
	"net/http"
	"testing"
)

func TestX(t *testing.T) {
	http.Get("http://x/a%2fb")    // off with -tests=false
	http.Get("http://x/a%0D%0Ab") // want `"%0D%0A" in "http://x/a%0D%0Ab" encodes the control characters CR LF`
}
