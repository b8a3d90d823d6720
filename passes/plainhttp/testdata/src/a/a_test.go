package a

import (
	"net/http"
	"net/url"
	"testing"
)

// Tests reach public hosts on purpose, or fakes.
func TestRemote(t *testing.T) {
	http.Get("http://api.ipify.org/")
	_ = url.URL{Scheme: "http", Host: "api.vendor.com"}
}
