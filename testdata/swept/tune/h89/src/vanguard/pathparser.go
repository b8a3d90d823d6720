package vanguard

import (
	"errors"
	"net/url"
	"strings"
)

type pathSegments struct {
	path []string
	verb string
}

// String returns the URL path representation of the segments.
func (s pathSegments) String() string {
	var out strings.Builder
	for _, value := range s.path {
		out.WriteByte('/')
		if value != "*" && value != "**" {
			// Source: connectrpc.com/vanguard/path_parser.go:39 (escaper: each unescaped path segment goes through url.PathEscape, the escaper for a segment)
			value = url.PathEscape(value) // lookalike
		}
		out.WriteString(value)
	}
	if s.verb != "" {
		out.WriteByte(':')
		// Source: connectrpc.com/vanguard/path_parser.go:45 (escaper: the verb after ':' in the last segment goes through url.PathEscape)
		out.WriteString(url.PathEscape(s.verb)) // lookalike
	}
	return out.String()
}

type pathEncoding int

const (
	pathEncodeSingle pathEncoding = iota
	pathEncodeMulti
)

func parsePathTemplate(tmpl string) (pathSegments, error) {
	if !strings.HasPrefix(tmpl, "/") {
		return pathSegments{}, errors.New("expected '/'")
	}
	return pathSegments{path: strings.Split(tmpl[1:], "/")}, nil
}

func pathUnescape(input string, mode pathEncoding) (string, error) {
	if mode == pathEncodeMulti {
		return input, nil
	}
	return url.PathUnescape(input)
}

func pathEscape(input string, _ pathEncoding) string {
	return url.PathEscape(input)
}

type routeTrie struct{ routes []string }

func (t *routeTrie) match(path, method string) (string, map[string]string) {
	for _, r := range t.routes {
		if r == path && method != "" {
			return r, nil
		}
	}
	return "", nil
}

func httpEncodePathValues(value string) (string, url.Values, error) {
	return pathSegments{path: []string{"v1", value}, verb: "get"}.String(), url.Values{}, nil
}

func grpcPercentEncode(s string) string { return url.PathEscape(s) }

func grpcPercentDecode(s string) (string, error) { return url.PathUnescape(s) }
