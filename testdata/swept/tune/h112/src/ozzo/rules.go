// Package ozzo holds cases rewritten from github.com/go-ozzo/ozzo-validation/v4.
package ozzo

import (
	"errors"
	"regexp"
	"strings"
)

// Source: github.com/go-ozzo/ozzo-validation/v4/is/rules.go:263 (syntax: the regular expression that validates origins is a pattern, not a URI, and is never used as one; found by grep, not listed by the sweep)
var reOrigin = regexp.MustCompile(`^https?://([a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?\.)*[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(:\d{1,5})?$`) // lookalike

// Rule validates a string value.
type Rule func(value string) error

// Origin validates that a value is a web origin.
var Origin Rule = func(value string) error {
	if len(value) > 255 || !reOrigin.MatchString(value) {
		return errors.New("must be a valid origin")
	}
	return nil
}

// URL validates that a value is a URL.
var URL Rule = func(value string) error {
	if !strings.Contains(value, ":") {
		return errors.New("must be a valid URL")
	}
	return nil
}
