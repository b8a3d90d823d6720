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

// toSwitchHost moves a host of one domain to another, keeping its port,
// as github.com/tencentyun/cos-go-sdk-v5 does: it takes a URL and gives
// one back, whatever its name says.
func toSwitchHost(u *url.URL) *url.URL {
	res := *u
	res.Host = "switched.example:" + u.Port()
	return &res
}

// dial takes a URL and gives back none: a client, no handler of URIs.
func dial(u *url.URL) error { return nil }
