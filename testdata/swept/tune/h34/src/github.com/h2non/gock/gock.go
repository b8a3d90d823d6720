// Package gock is a minimal stub of github.com/h2non/gock.
package gock

// Request is a mock request expectation.
type Request struct{}

// Response is a mock response.
type Response struct{}

// New creates a mock for the given base URL.
func New(uri string) *Request { panic("stub") }

// Post matches a POST to the given path.
func (r *Request) Post(path string) *Request { panic("stub") }

// Get matches a GET to the given path.
func (r *Request) Get(path string) *Request { panic("stub") }

// Reply sets the response status.
func (r *Request) Reply(status int) *Response { panic("stub") }

// JSON sets the response body.
func (r *Response) JSON(data interface{}) *Response { panic("stub") }

// Off disables mocks.
func Off() {}
