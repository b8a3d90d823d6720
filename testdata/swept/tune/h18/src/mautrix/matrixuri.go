package mautrix

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Errors of ParseMatrixToURL.
var (
	ErrNotMatrixTo              = errors.New("that URL is not a matrix.to URL")
	ErrInvalidMatrixToPartCount = errors.New("matrix.to URL has invalid number of parts")
	ErrInvalidMatrixToSigil     = errors.New("matrix.to URL has an unknown sigil")
)

// MatrixURI contains the result of parsing a matrix: URI or a matrix.to URL.
type MatrixURI struct {
	Sigil1 rune
	Sigil2 rune
	MXID1  string
	MXID2  string
	Via    []string
}

// SigilToPathSegment maps Matrix identifier sigils to matrix: URI path segments.
var SigilToPathSegment = map[rune]string{
	'$': "e",
	'#': "r",
	'!': "roomid",
	'@': "u",
}

// ParseMatrixToURL parses a matrix.to URL.
func ParseMatrixToURL(uri string) (*MatrixURI, error) {
	parsed, err := url.Parse(uri)
	if err != nil {
		return nil, fmt.Errorf("failed to parse URL: %w", err)
	}
	if !strings.HasSuffix(parsed.Hostname(), "matrix.to") {
		return nil, ErrNotMatrixTo
	}
	initialSplit := strings.SplitN(parsed.Fragment, "?", 2)
	parts := strings.Split(initialSplit[0], "/")
	if len(parts) < 2 || len(parts) > 3 || len(parts[1]) == 0 {
		return nil, ErrInvalidMatrixToPartCount
	}
	var m MatrixURI
	m.Sigil1 = rune(parts[1][0])
	m.MXID1 = parts[1][1:]
	if _, ok := SigilToPathSegment[m.Sigil1]; !ok {
		return nil, ErrInvalidMatrixToSigil
	}
	if len(parts) == 3 && len(parts[2]) > 0 {
		m.Sigil2 = rune(parts[2][0])
		m.MXID2 = parts[2][1:]
	}
	if len(initialSplit) > 1 {
		q, _ := url.ParseQuery(initialSplit[1])
		m.Via = q["via"]
	}
	return &m, nil
}
