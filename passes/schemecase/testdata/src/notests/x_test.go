package notests

import (
	"net/http"
	"testing"
)

func TestX(t *testing.T) {
	http.Get("HTTP://example.com/") // off with -tests=false
}
