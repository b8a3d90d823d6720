// Package errors is a stand-in for github.com/pkg/errors.
package errors

import "fmt"

// New returns an error with the message.
func New(msg string) error { return fmt.Errorf("%s", msg) }

// Errorf formats an error.
func Errorf(format string, args ...interface{}) error { return fmt.Errorf(format, args...) }

// Wrap annotates err with msg; it returns nil for a nil err.
func Wrap(err error, msg string) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", msg, err)
}

// Wrapf annotates err with a formatted message.
func Wrapf(err error, format string, args ...interface{}) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), err)
}
