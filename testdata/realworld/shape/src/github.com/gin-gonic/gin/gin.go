// Package gin is a stub of github.com/gin-gonic/gin with the declarations
// the cases use.
package gin

// H is a shortcut for map[string]any.
type H map[string]any

// Context is the request context.
type Context struct{}

// JSON serializes obj as JSON into the response body.
func (c *Context) JSON(code int, obj any) {}

// Param returns the value of the URL param.
func (c *Context) Param(key string) string { return "" }
