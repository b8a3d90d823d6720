package scs

import "regexp"

// IsLibraryPushRef reports whether libraryRef is a valid reference for a push.
func IsLibraryPushRef(libraryRef string) bool {
	// Source: github.com/sylabs/scs-library-client/client/util.go:30 (syntax: a regular expression that matches library references, not a URI; stratified sample of 19 look-alikes out of 87 swept candidates)
	match, _ := regexp.MatchString("^(library://)?([a-z0-9]+(?:[._-][a-z0-9]+)*/){2}([a-z0-9]+(?:[._-][a-z0-9]+)*)(:[a-z0-9]+(?:[,._-][a-z0-9]+)*)?$", libraryRef) // lookalike
	return match
}
