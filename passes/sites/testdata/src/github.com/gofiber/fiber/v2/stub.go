// Package fiber is a stub of github.com/gofiber/fiber/v2, with the real signatures of the
// functions and fields that urilint's sink table names.
package fiber

type Ctx struct{}

func (c *Ctx) Redirect(location string, status ...int) error { return nil }
