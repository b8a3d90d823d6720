// Package rest is a minimal stub of github.com/sendgrid/rest.
package rest

// Method contains the supported HTTP verbs.
type Method string

// Request holds the request to an API Call.
type Request struct {
	Method      Method
	BaseURL     string
	Headers     map[string]string
	QueryParams map[string]string
	Body        []byte
}

// Response holds the response from an API call.
type Response struct {
	StatusCode int
	Body       string
	Headers    map[string][]string
}

// Send uses the DefaultClient to send your request.
func Send(request Request) (*Response, error) { return &Response{}, nil }
