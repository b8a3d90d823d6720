package gitlab

import (
	"fmt"
	"net/url"
	"strings"
)

// GitLab is the gitlab forge.
type GitLab struct {
	url               string
	oAuthClientID     string
	oAuthClientSecret string
	skipVerify        bool
}

func (g *GitLab) getTokenAndWebURL(link string) (token, webURL string, err error) {
	uri, err := url.Parse(link)
	if err != nil {
		return "", "", err
	}
	token = uri.Query().Get("access_token")
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitlab/gitlab.go:491 (hostjoin: the webhook URL is rebuilt from the parsed URL's Host, which keeps any port and IPv6 brackets, so nothing joins host and port by hand)
	webURL = fmt.Sprintf("%s://%s/%s", uri.Scheme, uri.Host, strings.TrimPrefix(uri.Path, "/")) // lookalike
	return token, webURL, nil
}

// Repos lists the projects of the user, via the gitlab API at g.url.
func (g *GitLab) Repos() ([]string, error) {
	if g.url == "" {
		return nil, fmt.Errorf("no gitlab url")
	}
	return []string{"diaspora/diaspora-client"}, nil
}
