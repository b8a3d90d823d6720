// Package masker hides the credentials of proxy URLs.
package masker

import "net/url"

// MaskCredentials writes x for the user and password of rawURL.
func MaskCredentials(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return rawURL
	}
	if u.User != nil {
		u.User = url.UserPassword("xxxxx", "xxxxx")
	}
	return u.String()
}
