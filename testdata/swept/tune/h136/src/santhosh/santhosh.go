// Package santhosh holds cases rewritten from github.com/santhosh-tekuri/jsonschema/v6.
package santhosh

import (
	"errors"
	gourl "net/url"
	"path/filepath"
	"runtime"
	"strings"
)

// Draft is a JSON Schema draft with its meta-schema identifier.
type Draft struct {
	version int
	url     string
}

// Source: github.com/santhosh-tekuri/jsonschema/v6/draft.go:29 (plainhttp: meta-schema identifier, served from embedded copies by openMeta and never fetched.)
var Draft4 = &Draft{
	version: 4,
	url:     "http://json-schema.org/draft-04/schema", // lookalike
}

func draftFromURL(u string) *Draft {
	// Source: github.com/santhosh-tekuri/jsonschema/v6/draft.go:143 (hostform: bare scheme prefix stripped with CutPrefix, not a URI.)
	rest, ok := strings.CutPrefix(u, "http://") // lookalike
	if !ok {
		return nil
	}
	if rest == "json-schema.org/draft-04/schema" {
		return Draft4
	}
	return nil
}

func openMeta(url string) (string, bool) {
	// Source: github.com/santhosh-tekuri/jsonschema/v6/loader.go:82 (plainhttp: identifier prefix matched with CutPrefix to pick an embedded meta-schema, no request.)
	u, meta := strings.CutPrefix(url, "http://json-schema.org/") // lookalike
	return "metaschemas/" + u, meta
}

func resolveURL(base *gourl.URL, ref string) (string, error) {
	refURL, err := gourl.Parse(ref)
	if err != nil {
		return "", err
	}
	// Source: github.com/santhosh-tekuri/jsonschema/v6/util.go:41 (baseslash: a $ref resolved against the document URL by RFC 3986 on purpose, the base names a document.)
	resolved := base.ResolveReference(refURL) // lookalike
	return resolved.String(), nil
}

func startsWithWindowsDrive(s string) bool {
	return len(s) >= 3 && s[1] == ':' && (s[2] == '/' || s[2] == '\\')
}

func absolute(u string) (string, error) {
	if runtime.GOOS == "windows" && startsWithWindowsDrive(u) {
		// Source: github.com/santhosh-tekuri/jsonschema/v6/util.go:179 (escaper: a Windows file path made into a file URL; a path is not text the rules say surely needs escaping.)
		u = "file:///" + filepath.ToSlash(u) // lookalike
	}
	parsed, err := gourl.Parse(u)
	if err != nil {
		return "", err
	}
	if parsed.IsAbs() {
		return u, nil
	}
	abs, err := filepath.Abs(u)
	if err != nil {
		return "", err
	}
	if !strings.HasPrefix(abs, "/") {
		abs = "/" + abs
	}
	// Source: github.com/santhosh-tekuri/jsonschema/v6/util.go:201 (escaper: an absolute file path forced to start with a slash made into a file URL, then checked with url.Parse.)
	u = "file://" + filepath.ToSlash(abs) // lookalike
	if _, err := gourl.Parse(u); err != nil {
		return "", errors.New("bad file url")
	}
	return u, nil
}
