// Package hedgedhttp holds cases rewritten from github.com/cristalhq/hedgedhttp.
package hedgedhttp

import (
	"errors"
	"net/http"
)

type hedgedTransport struct {
	upto int
	rt   http.RoundTripper
}

// NewRoundTripper returns a round tripper that sends up to upto copies of a request.
func NewRoundTripper(upto int, rt http.RoundTripper) (http.RoundTripper, error) {
	if upto < 1 {
		return nil, errors.New("upto must be greater than 0")
	}
	return &hedgedTransport{upto: upto, rt: rt}, nil
}

func (ht *hedgedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	var lastErr error
	for i := 0; i < ht.upto; i++ {
		resp, err := ht.rt.RoundTrip(req)
		if err == nil {
			return resp, nil
		}
		lastErr = err
	}
	return nil, lastErr
}
