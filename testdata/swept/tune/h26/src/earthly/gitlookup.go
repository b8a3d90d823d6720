package earthly

import (
	"fmt"
	"net/url"
)

type gitMatcher struct {
	user     string
	password string
}

func lookupNetRCCredential(host string) (string, string, error) { return "", "", nil }

func makeCloneURL(m *gitMatcher, host, gitPath string) (gitURL string, err error) {
	user := m.user
	password := m.password
	var userAndPass string
	if user == "" && password == "" {
		user, password, _ = lookupNetRCCredential(host) // best effort
	}
	if user != "" && password != "" {
		// Source: github.com/earthly/earthly/buildcontext/gitlookup.go:561 (escaper: url.QueryEscape of the user and password in the userinfo; the escaper check is silent on the authority, and the password is escaped)
		userAndPass = url.QueryEscape(user) + ":" + url.QueryEscape(password) + "@" // lookalike
	}
	gitURL = "https://" + userAndPass + host + "/" + gitPath
	if gitURL == "" {
		return "", fmt.Errorf("empty clone url")
	}
	return gitURL, nil
}
