package spiffe

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Source: github.com/spiffe/go-spiffe/v2/spiffeid/id.go:11 (hostform: a scheme prefix constant that IDs are checked and cut against, not a URI with an empty host.)
const schemePrefix = "spiffe://" // lookalike

var (
	errBadScheme   = errors.New("scheme is missing or invalid")
	errNoTD        = errors.New("trust domain is missing")
	errBadTDChar   = errors.New("trust domain characters are limited to lowercase letters, numbers, dots, dashes, and underscores")
	errBadPathChar = errors.New("path segment characters are limited to letters, numbers, dots, dashes, and underscores")
	errDotSegment  = errors.New("path cannot contain dot segments")
	errEmptySeg    = errors.New("path cannot contain empty segments")
	errTrailing    = errors.New("path cannot have a trailing slash")
)

func isTDChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_'
}

func isPathChar(c byte) bool {
	return isTDChar(c) || c >= 'A' && c <= 'Z'
}

// ID is a SPIFFE ID.
type ID struct {
	td   string
	path string
}

// FromString parses a SPIFFE ID.
func FromString(id string) (ID, error) {
	if !strings.HasPrefix(id, schemePrefix) {
		return ID{}, errBadScheme
	}
	rest := id[len(schemePrefix):]
	td, path := rest, ""
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		td, path = rest[:i], rest[i:]
	}
	if td == "" {
		return ID{}, errNoTD
	}
	for i := 0; i < len(td); i++ {
		if !isTDChar(td[i]) {
			return ID{}, errBadTDChar
		}
	}
	if err := validatePath(path); err != nil {
		return ID{}, err
	}
	return ID{td: td, path: path}, nil
}

func validatePath(path string) error {
	if path == "" {
		return nil
	}
	if strings.HasSuffix(path, "/") {
		return errTrailing
	}
	for _, seg := range strings.Split(path[1:], "/") {
		switch seg {
		case "":
			return errEmptySeg
		case ".", "..":
			return errDotSegment
		}
		for i := 0; i < len(seg); i++ {
			if !isPathChar(seg[i]) {
				return errBadPathChar
			}
		}
	}
	return nil
}

// FromURI validates a parsed SPIFFE ID.
func FromURI(u *url.URL) (ID, error) {
	if *u == (url.URL{}) {
		return ID{}, errors.New("cannot be empty")
	}
	if u.Scheme != "spiffe" {
		return ID{}, errBadScheme
	}
	return FromString(u.String())
}

// RequireFromString is FromString that panics on error.
func RequireFromString(s string) ID {
	id, err := FromString(s)
	if err != nil {
		panic(err)
	}
	return id
}

// RequireFromStringf formats and parses an ID, panicking on error.
func RequireFromStringf(format string, args ...any) ID {
	return RequireFromString(fmt.Sprintf(format, args...))
}

// RequireTrustDomainFromString returns the trust domain of an ID, panicking on error.
func RequireTrustDomainFromString(s string) string {
	return RequireFromString(s).td
}

// String returns the ID as a string.
func (id ID) String() string {
	return schemePrefix + id.td + id.path
}
