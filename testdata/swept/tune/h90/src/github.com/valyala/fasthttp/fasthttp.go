// Package fasthttp is a minimal stub of github.com/valyala/fasthttp.
package fasthttp

// Request is an HTTP request.
type Request struct{}

// AcquireRequest returns an empty Request.
func AcquireRequest() *Request { panic("stub") }

// SetRequestURI sets the request URI.
func (req *Request) SetRequestURI(requestURI string) { panic("stub") }

// DialFunc dials addr.
type DialFunc func(addr string) (interface{}, error)
