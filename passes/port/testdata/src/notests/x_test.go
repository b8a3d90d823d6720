package notests

import (
	"net/http"
	"testing"
)

func TestX(t *testing.T) {
	http.Get("http://example.com:80/") // off with -tests=false
}
