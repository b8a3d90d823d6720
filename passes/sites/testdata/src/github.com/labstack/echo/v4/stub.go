// Package echo is a stub of github.com/labstack/echo/v4, with the real signatures of the
// functions and fields that urilint's sink table names.
package echo

type Context interface {
	Redirect(code int, url string) error
}
