package notests

import (
	"net/http"
	"testing"
)

func TestX(t *testing.T) {
	http.Get("http://EXAMPLE.com/") // off with -tests=false
}
