// Package gin is a stub of github.com/gin-gonic/gin.
package gin

type Context struct{}

func (c *Context) Redirect(code int, location string) {}
