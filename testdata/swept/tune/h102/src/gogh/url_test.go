package gogh

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

func repoFromURL(u *url.URL) (host, owner, repo string, err error) {
	if u.Hostname() == "" {
		return "", "", "", errors.New("no hostname detected")
	}
	parts := strings.SplitN(strings.Trim(u.Path, "/"), "/", 3)
	if len(parts) != 2 {
		return "", "", "", errors.New("invalid path: " + u.Path)
	}
	host = strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	return host, parts[0], strings.TrimSuffix(parts[1], ".git"), nil
}

func TestRepoInfoFromURL(t *testing.T) {
	tests := []struct {
		name      string
		input     string
		wantHost  string
		wantOwner string
		wantRepo  string
	}{
		{
			// Source: github.com/cli/go-gh/v2/internal/git/url_test.go:250 (syntax: the case name mentions a host name followed by a word, prose by rule 4 and no URI; uniform sample of 8 of 58 test text candidates)
			name: "www.github.com URL", // lookalike
			// Source: github.com/cli/go-gh/v2/internal/git/url_test.go:251 (hostcase: the mixed-case host is input to the URL parser whose expected host is lower case, so the row tests host normalisation, rules 2c and 2d; 2 of 2 host-case candidates)
			input:     "http://www.GITHUB.com/monalisa/octo-cat.git", // lookalike
			wantHost:  "github.com",
			wantOwner: "monalisa",
			wantRepo:  "octo-cat",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := parseURL(tt.input)
			if err != nil {
				t.Fatal(err)
			}
			host, owner, repo, err := repoFromURL(u)
			if err != nil {
				t.Fatal(err)
			}
			if host != tt.wantHost || owner != tt.wantOwner || repo != tt.wantRepo {
				t.Errorf("got %s %s %s", host, owner, repo)
			}
		})
	}
}
