// Package http stands in for github.com/aws/smithy-go/transport/http: only
// what the cases use.
package http

import "net/http"

// Request provides the HTTP specific request structure for HTTP specific
// middleware steps to use to serialize input, and send an operation's
// request.
type Request struct {
	*http.Request
}
