// Package fiber is a stub of github.com/gofiber/fiber/v3, with the real signatures of the
// functions and fields that urilint's sink table names.
package fiber

type Redirect struct{}

func (r *Redirect) To(location string) error { return nil }
