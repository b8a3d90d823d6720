// Package amass holds the cases of github.com/owasp-amass/amass.
package amass

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
)

// Request is an Amass HTTP request.
type Request struct {
	Method string
	URL    string
	Body   string
	Header http.Header
}

// Response is an Amass HTTP response.
type Response struct {
	StatusCode int
	Body       string
}

// RequestWebPage sends the request and returns the response body.
func RequestWebPage(ctx context.Context, r *Request) (*Response, error) {
	if r == nil {
		return nil, errors.New("failed to provide a valid Amass HTTP request")
	}
	if r.Method == "" {
		r.Method = "GET"
	}
	req, err := http.NewRequestWithContext(ctx, r.Method, r.URL, strings.NewReader(r.Body))
	if err != nil {
		return nil, err
	}
	for k, values := range r.Header {
		for _, v := range values {
			req.Header.Set(k, v)
		}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	return &Response{StatusCode: resp.StatusCode, Body: string(b)}, nil
}
