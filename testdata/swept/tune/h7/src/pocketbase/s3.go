package pocketbase

import (
	"fmt"
	"net/url"
	"strings"
)

// S3 is a minimal S3 client configuration.
type S3 struct {
	Bucket       string
	Endpoint     string
	UsePathStyle bool
}

// URL builds the request URL of path, escaping the path the way S3 signs it.
func (s3 *S3) URL(path string) string {
	scheme := "https"
	endpoint := strings.TrimRight(s3.Endpoint, "/")
	if after, ok := strings.CutPrefix(endpoint, "http://"); ok {
		endpoint = after
		scheme = "http"
	} else if after, ok := strings.CutPrefix(endpoint, "https://"); ok {
		endpoint = after
	}
	if parsed, err := url.Parse(path); err == nil {
		path = parsed.EscapedPath()
		if parsed.RawQuery != "" {
			path += "?" + parsed.RawQuery
		}
		if parsed.RawFragment != "" {
			path += "#" + parsed.RawFragment
		}
	}
	path = strings.TrimLeft(path, "/")
	if s3.UsePathStyle {
		return fmt.Sprintf("%s://%s/%s/%s", scheme, endpoint, s3.Bucket, path)
	}
	return fmt.Sprintf("%s://%s.%s/%s", scheme, s3.Bucket, endpoint, path)
}

type provider struct {
	displayName string
	userInfoURL string
}

func newPatreonProvider() *provider {
	return &provider{
		displayName: "Patreon",
		// Source: github.com/pocketbase/pocketbase/tools/auth/patreon.go:37 (the brackets of the query key must be encoded, and are, in uppercase hex)
		userInfoURL: "https://www.patreon.com/api/oauth2/v2/identity?fields%5Buser%5D=full_name,email,vanity,image_url,is_email_verified", // lookalike
	}
}
