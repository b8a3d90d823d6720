package notests

import (
	"net/http"
	"testing"
)

func TestX(t *testing.T) {
	http.Get("http://example.com/a/../b") // off with -tests=false
}
