// Package gin is a stand-in for github.com/gin-gonic/gin.
package gin

import (
	"net"
	"net/http"
)

// Context is a request context.
type Context struct {
	Request *http.Request
	Writer  http.ResponseWriter
}

// ClientIP returns the IP of the client.
func (c *Context) ClientIP() string {
	host, _, _ := net.SplitHostPort(c.Request.RemoteAddr)
	return host
}

// Header sets a response header.
func (c *Context) Header(key, value string) {
	c.Writer.Header().Set(key, value)
}

// JSON writes obj as the response.
func (c *Context) JSON(code int, obj any) {
	c.Writer.WriteHeader(code)
	_ = obj
}
