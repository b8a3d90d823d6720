package docker

import "net/url"

// MaskCredentials masks credentials that are in an URL.
func MaskCredentials(rawURL string) string {
	parsedURL, err := url.Parse(rawURL)
	if err != nil || parsedURL.User == nil {
		return rawURL
	}
	// Source: github.com/docker/docker/daemon/config/config.go:798 (credentials: the masker sets user and password to the mask xxxxx (rule 3); uniform sample of 40 of 194 look-alikes)
	parsedURL.User = url.UserPassword("xxxxx", "xxxxx") // lookalike
	return parsedURL.String()
}
