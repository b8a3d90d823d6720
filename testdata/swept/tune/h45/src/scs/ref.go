package scs

import (
	"errors"
	"net/url"
	"strings"
)

func parsePath(rawPath string) (string, []string, error) {
	rawPath = strings.TrimPrefix(rawPath, "/")
	path, tags, hasTags := strings.Cut(rawPath, ":")
	if path == "" {
		return "", nil, errors.New("invalid path")
	}
	if !hasTags {
		return path, nil, nil
	}
	if tags == "" || strings.Contains(tags, ":") {
		return "", nil, errors.New("invalid tags")
	}
	return path, strings.Split(tags, ","), nil
}

func parse(rawRef string, ambiguous bool) (host, path string, tags []string, err error) {
	var u *url.URL
	// Source: github.com/sylabs/scs-library-client/client/ref.go:84 (hostform: scheme prefixes compared by a reference parser, not URIs; stratified sample of 19 look-alikes out of 87 swept candidates)
	if ambiguous && strings.HasPrefix(rawRef, "library://") && !strings.HasPrefix(rawRef, "library:///") { // lookalike
		// Source: github.com/sylabs/scs-library-client/client/ref.go:86 (hostform: the parser rewrites the prefix to the empty-host form on purpose to read a hostless reference; stratified sample of 19 look-alikes out of 87 swept candidates)
		uri, err := url.Parse(strings.Replace(rawRef, "library://", "library:///", 1)) // lookalike
		if err != nil {
			return "", "", nil, err
		}
		if n := len(strings.Split(uri.Path[1:], "/")); n == 1 || n == 3 {
			u = uri
		}
	}
	if u == nil {
		if u, err = url.Parse(rawRef); err != nil {
			return "", "", nil, err
		}
	}
	if u.Scheme != "library" {
		return "", "", nil, errors.New("invalid scheme")
	}
	if u.User != nil {
		return "", "", nil, errors.New("user not permitted")
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return "", "", nil, errors.New("query and fragment not permitted")
	}
	rawPath := u.Path
	if u.Opaque != "" {
		rawPath = u.Opaque
	}
	path, tags, err = parsePath(rawPath)
	if err != nil {
		return "", "", nil, err
	}
	return u.Host, path, tags, nil
}

// Parse parses a raw library reference.
func Parse(rawRef string) (host, path string, tags []string, err error) {
	return parse(rawRef, false)
}

// ParseAmbiguous parses a raw library reference that may omit its host.
func ParseAmbiguous(rawRef string) (host, path string, tags []string, err error) {
	return parse(rawRef, true)
}
