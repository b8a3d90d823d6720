package opencensus

import "net/http"

// Transport wraps a base round tripper.
type Transport struct {
	Base http.RoundTripper
}

// RoundTrip delegates to the base round tripper.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	return t.Base.RoundTrip(req)
}

func spanNameFromURL(req *http.Request) string {
	return req.URL.Path
}
