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
		// Source: github.com/earthly/earthly/buildcontext/gitlookup.go:561 (escaper: url.QueryEscape writes a space as "+", which a userinfo keeps as "+" (RFC 3986 §3.2.1): the wrong escaper for the component; relabelled from look-alike, whose reason was what the check did, not the rules)
		userAndPass = url.QueryEscape(user) + ":" + url.QueryEscape(password) + "@" // defect escaper
	}
	gitURL = "https://" + userAndPass + host + "/" + gitPath
	if gitURL == "" {
		return "", fmt.Errorf("empty clone url")
	}
	return gitURL, nil
}
