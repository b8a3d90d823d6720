package a

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// A test builds requests for its handlers as often as for a client: a
// host name as the path is no finding there.
func TestHandler(t *testing.T) {
	req, _ := http.NewRequest("GET", "www.example.com", nil)
	httptest.NewRecorder().Code = 0
	_ = req
	//lint:ignore SA1007 the error is recreated on purpose
	_, err := url.Parse("http//bad.example.com/x")
	_ = err
}
