// Package gin is a stand-in for the gin web framework context.
package gin

import "net/http"

// Context is the request context.
type Context struct {
	Writer  http.ResponseWriter
	Request *http.Request
}

// Header sets a response header.
func (c *Context) Header(key, value string) {
	c.Writer.Header().Set(key, value)
}
