package miniflux

import (
	"strconv"
	"strings"
)

// imageCandidate is one entry of an img srcset attribute.
type imageCandidate struct {
	ImageURL   string
	Descriptor string
}

func validDescriptor(tokens []string) bool {
	if len(tokens) == 0 {
		return true
	}
	if len(tokens) > 2 {
		return false
	}
	d := tokens[0]
	switch {
	case strings.HasSuffix(d, "w"):
		n, err := strconv.Atoi(strings.TrimSuffix(d, "w"))
		return err == nil && n > 0 && !strings.HasPrefix(d, "+")
	case strings.HasSuffix(d, "x"):
		f, err := strconv.ParseFloat(strings.TrimSuffix(d, "x"), 64)
		return err == nil && f > 0 && !strings.HasPrefix(d, "+") && !strings.HasSuffix(d, ".x")
	}
	return false
}

// ParseSrcSetAttribute splits a srcset attribute into image candidates, dropping invalid ones.
func ParseSrcSetAttribute(attributeValue string) []imageCandidate {
	var candidates []imageCandidate
	for _, part := range strings.Split(attributeValue, ",") {
		fields := strings.Fields(part)
		if len(fields) == 0 {
			continue
		}
		if !validDescriptor(fields[1:]) {
			continue
		}
		candidates = append(candidates, imageCandidate{ImageURL: fields[0], Descriptor: strings.Join(fields[1:], " ")})
	}
	return candidates
}

var validURISchemes = []string{"http", "https", "mailto", "magnet", "tel", "ftp", "feed", "webcal", "svn", "svn+ssh"}

// HasValidURIScheme reports whether the scheme of absoluteURL is allowed, ignoring case.
func HasValidURIScheme(absoluteURL string) bool {
	scheme, _, ok := strings.Cut(absoluteURL, ":")
	if !ok || scheme == "" {
		return false
	}
	for _, validScheme := range validURISchemes {
		if strings.EqualFold(scheme, validScheme) {
			return true
		}
	}
	return false
}
