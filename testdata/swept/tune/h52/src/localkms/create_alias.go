// Package localkms holds cases rewritten from github.com/nsmithuk/local-kms.
package localkms

import (
	"errors"
	"strings"
)

// Source: github.com/nsmithuk/local-kms/src/handler/create_alias.go:39 (plainhttp: a documentation link inside an error message returned to the client; prose, no request is made.)
func validateAliasName(aliasName string) error {
	if !strings.HasPrefix(aliasName, "alias/") {
		msg := "Alias must start with the prefix \"alias/\". Please see " +
			"http://docs.aws.amazon.com/kms/latest/developerguide/programming-aliases.html" // lookalike
		return errors.New(msg)
	}
	return nil
}
