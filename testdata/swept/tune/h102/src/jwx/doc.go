// Package jwx holds cases rewritten from github.com/lestrrat-go/jwx/v2.
package jwx

import (
	"errors"
	"strings"
)

// parseCompact accepts only the three-part compact serialization.
func parseCompact(b []byte) error {
	if strings.Count(string(b), ".") != 2 {
		return errors.New("jwt: invalid compact serialization")
	}
	return nil
}
