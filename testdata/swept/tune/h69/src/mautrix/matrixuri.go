package mautrix

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// ErrNotMatrixTo is returned for links that do not point to matrix.to.
var ErrNotMatrixTo = errors.New("that URL is not a matrix.to URL")

var sigilToPathSegment = map[byte]string{'!': "roomid", '#': "r", '@': "u", '$': "e"}

// MatrixURI is a parsed matrix: URI or matrix.to link.
type MatrixURI struct {
	Sigil1 byte
	MXID1  string
	Sigil2 byte
	MXID2  string
	Via    []string
}

func (uri *MatrixURI) getQuery() url.Values {
	q := make(url.Values)
	for _, via := range uri.Via {
		q.Add("via", via)
	}
	return q
}

// String converts the URI to its matrix: form.
func (uri *MatrixURI) String() string {
	// Source: maunium.net/go/mautrix/id/matrixuri.go:73 (escaper: url.PathEscape is the right escaper for a path segment of the opaque part)
	parts := []string{sigilToPathSegment[uri.Sigil1], url.PathEscape(uri.MXID1)} // lookalike
	if uri.Sigil2 != 0 {
		// Source: maunium.net/go/mautrix/id/matrixuri.go:76 (escaper: url.PathEscape is the right escaper for a path segment of the opaque part)
		parts = append(parts, sigilToPathSegment[uri.Sigil2], url.PathEscape(uri.MXID2)) // lookalike
	}
	// Source: maunium.net/go/mautrix/id/matrixuri.go:78 (escaper: the opaque part is built from escaped segments and the query with url.Values.Encode)
	return (&url.URL{Scheme: "matrix", Opaque: strings.Join(parts, "/"), RawQuery: uri.getQuery().Encode()}).String() // lookalike
}

// MatrixToURL converts the URI to a matrix.to link.
func (uri *MatrixURI) MatrixToURL() string {
	// Source: maunium.net/go/mautrix/id/matrixuri.go:90 (escaper: url.PathEscape is a fitting escaper for a '/'-separated fragment segment)
	fragment := fmt.Sprintf("#/%s", url.PathEscape(string(uri.Sigil1)+uri.MXID1)) // lookalike
	if uri.Sigil2 != 0 {
		// Source: maunium.net/go/mautrix/id/matrixuri.go:92 (escaper: url.PathEscape is a fitting escaper for a '/'-separated fragment segment)
		fragment = fmt.Sprintf("%s/%s", fragment, url.PathEscape(string(uri.Sigil2)+uri.MXID2)) // lookalike
	}
	query := uri.getQuery().Encode()
	if len(query) > 0 {
		fragment = fmt.Sprintf("%s?%s", fragment, query)
	}
	// Source: maunium.net/go/mautrix/id/matrixuri.go:99 (escaper: the fragment was escaped segment by segment before it is put after the host)
	return fmt.Sprintf("https://matrix.to/%s", fragment) // lookalike
}

// ParseMatrixToURL parses a matrix.to link.
func ParseMatrixToURL(uri string) (*MatrixURI, error) {
	parsed, err := url.Parse(uri)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(parsed.Hostname(), "matrix.to") {
		return nil, ErrNotMatrixTo
	}
	initialSplit := strings.SplitN(parsed.Fragment, "?", 2)
	parts := strings.Split(initialSplit[0], "/")
	if len(parts) < 2 || len(parts) > 3 || parts[0] != "" || len(parts[1]) < 2 {
		return nil, errors.New("wrong number of parts")
	}
	out := &MatrixURI{Sigil1: parts[1][0], MXID1: parts[1][1:]}
	if len(parts) == 3 && len(parts[2]) > 1 {
		out.Sigil2, out.MXID2 = parts[2][0], parts[2][1:]
	}
	if len(initialSplit) > 1 {
		q, err := url.ParseQuery(initialSplit[1])
		if err != nil {
			return nil, err
		}
		out.Via = q["via"]
	}
	return out, nil
}
