package ko

import "strings"

// StrictScheme is a prefix that can be placed on import paths that users
// think MUST be supported references.
// Source: github.com/google/ko/pkg/build/strict.go:21 (hostform: a scheme prefix bound to a name, no URI with an empty host)
const StrictScheme = "ko://" // lookalike

type reference struct {
	strict bool
	path   string
}

func newRef(s string) reference {
	return reference{
		strict: strings.HasPrefix(s, StrictScheme),
		path:   strings.TrimPrefix(s, StrictScheme),
	}
}
