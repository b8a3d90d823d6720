package externaldns

import (
	"fmt"
	"net/http"
)

// RequestLabels holds the labels of the last request, for metrics.
var RequestLabels map[string]string

// CustomRoundTripper records a metric for each request.
type CustomRoundTripper struct {
	next http.RoundTripper
}

// RoundTrip sends the request and records its scheme, host, path and status.
func (r *CustomRoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := r.next.RoundTrip(req)

	status := ""
	if resp != nil {
		status = fmt.Sprintf("%d", resp.StatusCode)
	}
	RequestLabels = map[string]string{
		"scheme": req.URL.Scheme,
		"host":   req.URL.Host,
		"path":   req.URL.Path,
		"method": req.Method,
		"status": status,
	}
	return resp, err
}
