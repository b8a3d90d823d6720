// Package gorequest is a minimal stub of the parnurzeal/gorequest API.
package gorequest

import (
	"log"
	"net/http"
	"time"
)

// Response is the response type.
type Response = *http.Response

// SuperAgent is the request builder.
type SuperAgent struct{}

// New returns a new SuperAgent.
func New() *SuperAgent { panic("stub") }

// Get sets a GET request to targetUrl.
func (s *SuperAgent) Get(targetUrl string) *SuperAgent { panic("stub") }

// Put sets a PUT request to targetUrl.
func (s *SuperAgent) Put(targetUrl string) *SuperAgent { panic("stub") }

// CustomMethod sets a request with method to targetUrl.
func (s *SuperAgent) CustomMethod(method, targetUrl string) *SuperAgent { panic("stub") }

// Timeout sets the dial and read/write timeout.
func (s *SuperAgent) Timeout(timeout time.Duration) *SuperAgent { panic("stub") }

// Set sets a header.
func (s *SuperAgent) Set(param string, value string) *SuperAgent { panic("stub") }

// Send sets the body.
func (s *SuperAgent) Send(content interface{}) *SuperAgent { panic("stub") }

// SetLogger sets the logger.
func (s *SuperAgent) SetLogger(logger *log.Logger) *SuperAgent { panic("stub") }

// MakeRequest builds the *http.Request.
func (s *SuperAgent) MakeRequest() (*http.Request, error) { panic("stub") }

// AsCurlCommand renders the request as a curl command.
func (s *SuperAgent) AsCurlCommand() (string, error) { panic("stub") }

// End sends the request.
func (s *SuperAgent) End(callback ...func(response Response, body string, errs []error)) (Response, string, []error) {
	panic("stub")
}
