package tektoncli

// Rewritten from github.com/tektoncd/cli/third_party/VENDOR-LICENSE/github.com/hashicorp/go-retryablehttp/client.go
// (a vendored copy kept for its license): redactURL masks the password of a
// URL before it is logged.

import "net/url"

// Taken from url.URL#Redacted() which was introduced in go 1.15.
// We can switch to using it directly if we'll bump the minimum required go version.
func redactURL(u *url.URL) string {
	if u == nil {
		return ""
	}

	ru := *u
	if _, has := ru.User.Password(); has {
		// Source: github.com/tektoncd/cli/third_party/VENDOR-LICENSE/github.com/hashicorp/go-retryablehttp/client.go:935 (credentials: the password is the mask xxxxx written by a redactor, rules 3 and 2c)
		ru.User = url.UserPassword(ru.User.Username(), "xxxxx") // lookalike
	}
	return ru.String()
}
