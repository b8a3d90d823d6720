package earthly

import (
	"net/url"
	"regexp"
)

var urlRe = regexp.MustCompile(`[a-z]+://[^\s]+`)

// ScrubCredentials scrubs the password of a URL.
func ScrubCredentials(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.User == nil {
		return s
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// ScrubCredentialsAll scrubs the password of every URL in a text.
func ScrubCredentialsAll(s string) string {
	return urlRe.ReplaceAllStringFunc(s, ScrubCredentials)
}
