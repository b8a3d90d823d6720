// Package httpmock is a minimal stub of the real package: it replaces the
// default transport so registered requests never reach the network.
package httpmock

import "net/http"

type Responder func(*http.Request) (*http.Response, error)

func Activate()                                                 { panic("stub") }
func DeactivateAndReset()                                       { panic("stub") }
func RegisterResponder(method, url string, responder Responder) { panic("stub") }
func NewStringResponder(status int, body string) Responder      { panic("stub") }
func GetCallCountInfo() map[string]int                          { panic("stub") }
