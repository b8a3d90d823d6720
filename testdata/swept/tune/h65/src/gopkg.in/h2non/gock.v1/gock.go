// Package gock is a minimal stub of gopkg.in/h2non/gock.v1 (HTTP mocking by URL).
package gock

// Request is a registered mock expectation.
type Request struct{}

// Response is the mocked reply.
type Response struct{}

// New registers a mock for requests to the given URL.
func New(uri string) *Request { panic("stub") }

// Off disables all mocks.
func Off() { panic("stub") }

// Reply sets the mocked status code.
func (r *Request) Reply(status int) *Response { panic("stub") }

// JSON sets the mocked JSON body.
func (r *Response) JSON(data interface{}) *Response { panic("stub") }
