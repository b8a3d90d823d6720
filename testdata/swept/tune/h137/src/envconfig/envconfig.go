// Package envconfig holds cases rewritten from github.com/kelseyhightower/envconfig.
package envconfig

import "errors"

// ParseError is returned when a field cannot be decoded.
type ParseError struct {
	FieldName string
	Err       error
}

func (e *ParseError) Error() string { return e.FieldName + ": " + e.Err.Error() }

// Process fills spec from environment variables with the given prefix.
func Process(prefix string, spec interface{}) error {
	if spec == nil {
		return errors.New("envconfig: nil spec")
	}
	_ = prefix
	return nil
}
