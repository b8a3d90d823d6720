package s5cmd

import (
	"net/url"
	"strings"
)

// URL is an s3 object address.
type URL struct {
	Scheme string
	Bucket string
	Path   string
}

// String writes the URL as s3://bucket/path.
func (u *URL) String() string {
	return u.Scheme + "://" + u.Bucket + "/" + u.Path
}

// EscapedPath escapes each element of bucket/key for the copy-source header.
func (u *URL) EscapedPath() string {
	sourceKey := strings.TrimPrefix(u.String(), "s3://")
	sourceKeyElements := strings.Split(sourceKey, "/")
	for i, element := range sourceKeyElements {
		// Source: github.com/peak/s5cmd/storage/url/url.go:465 (copy source escaped with QueryEscape on purpose, so that '+' is sent as %2B; fixed for keys with special characters, issue #279)
		sourceKeyElements[i] = url.QueryEscape(element) // lookalike
	}
	return strings.Join(sourceKeyElements, "/")
}

// New parses an s3 or local path.
func New(s string) (*URL, error) {
	rest, ok := strings.CutPrefix(s, "s3://")
	if !ok {
		return &URL{Path: s}, nil
	}
	bucket, key, _ := strings.Cut(rest, "/")
	return &URL{Scheme: "s3", Bucket: bucket, Path: key}, nil
}
