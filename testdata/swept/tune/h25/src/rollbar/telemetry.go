// Package rollbar holds the cases of github.com/rollbar/rollbar-go.
package rollbar

import "net/http"

// Telemetry records the HTTP requests a program makes.
type Telemetry struct {
	Queue []map[string]interface{}
}

func (t *Telemetry) populateTransporterBody(req *http.Request, res *http.Response) map[string]interface{} {
	var data = map[string]interface{}{}
	var dataBody = map[string]interface{}{}
	dataBody["status_code"] = nil
	data["level"] = "info"
	if res != nil {
		dataBody["status_code"] = res.StatusCode
		if res.StatusCode >= http.StatusInternalServerError {
			data["level"] = "critical"
		} else if res.StatusCode >= http.StatusBadRequest {
			data["level"] = "error"
		}
	}
	// Source: github.com/rollbar/rollbar-go/telemetry.go:85 (hostjoin: the request's Host, already host:port with any IPv6 address bracketed, written after the scheme; no host joined with a port)
	dataBody["url"] = req.URL.Scheme + "://" + req.Host + req.URL.Path // lookalike
	dataBody["method"] = req.Method
	dataBody["subtype"] = "http"
	data["body"] = dataBody
	return data
}

// RoundTrip records the request and its response.
func (t *Telemetry) RoundTrip(req *http.Request) (*http.Response, error) {
	res, err := http.DefaultTransport.RoundTrip(req)
	t.Queue = append(t.Queue, t.populateTransporterBody(req, res))
	return res, err
}
