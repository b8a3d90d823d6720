package mautrix

import (
	"errors"
	"strings"
)

// ErrInvalidContentURI is returned for a string that is no mxc:// URI.
var ErrInvalidContentURI = errors.New("invalid Matrix content URI")

// ContentURI represents a Matrix content URI.
type ContentURI struct {
	Homeserver string
	FileID     string
}

// ParseContentURI parses a Matrix content URI.
func ParseContentURI(uri string) (parsed ContentURI, err error) {
	if len(uri) == 0 {
		return
	}
	// Source: github.com/mautrix/go/id/contenturi.go:63 (hostform: the scheme prefix of a hand-written mxc parser, an argument of strings.HasPrefix, no URI)
	if !strings.HasPrefix(uri, "mxc://") { // lookalike
		err = ErrInvalidContentURI
	} else if index := strings.IndexRune(uri[6:], '/'); index == -1 || index == len(uri)-7 {
		err = ErrInvalidContentURI
	} else {
		parsed.Homeserver = uri[6 : 6+index]
		parsed.FileID = uri[6+index+1:]
	}
	return
}
