package gogit

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"testing"
)

func TestModifyEndpointIfRedirectFoldsSchemeCase(t *testing.T) {
	tests := []struct {
		name     string
		endpoint *Endpoint
		redirect *url.URL
		wantErr  bool
	}{
		{
			name:     "uppercased downgrade to http",
			endpoint: &Endpoint{Protocol: "https", Host: "example.com"},
			// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:314 (schemecase: uppercase scheme in a row of a redirect-guard table varying the scheme on purpose (rules 2c, 2d).)
			redirect: &url.URL{Scheme: "HTTP", Host: "example.com", Path: "/foo.git"}, // lookalike
			wantErr:  true,
		},
	}
	for _, tt := range tests {
		err := modifyEndpointIfRedirect(tt.endpoint, tt.redirect)
		if (err != nil) != tt.wantErr {
			t.Error(tt.name, err)
		}
	}
}

func TestModifyEndpointIfRedirectPreservesCredentials(t *testing.T) {
	tests := []struct {
		name           string
		endpoint       *Endpoint
		redirect       *url.URL
		expectedString string
	}{
		{
			name:     "ipv6 loopback implicit https port",
			endpoint: &Endpoint{Protocol: "https", User: "user", Password: "pass", Host: "[::1]", Port: 443},
			redirect: &url.URL{Scheme: "https", Host: "[::1]", Path: "/new.git"},
			// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:422 (credentials: expected endpoint string with a password in a credential-preservation test of redirect handling (rule 2c).)
			expectedString: "https://user:pass@[::1]/new.git", // lookalike
		},
		{
			name:     "ipv6 mapped address non-default port",
			endpoint: &Endpoint{Protocol: "https", User: "user", Password: "pass", Host: "[::ffff:192.0.2.1]", Port: 8443},
			redirect: &url.URL{Scheme: "https", Host: "[::ffff:192.0.2.1]:8443", Path: "/new.git"},
			// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:468 (credentials: expected endpoint string with a password in a credential-preservation test of redirect handling (rule 2c).)
			expectedString: "https://user:pass@[::ffff:192.0.2.1]:8443/new.git", // lookalike
		},
	}
	for _, tt := range tests {
		if err := modifyEndpointIfRedirect(tt.endpoint, tt.redirect); err != nil {
			t.Fatal(tt.name, err)
		}
		if tt.endpoint.String() != tt.expectedString {
			t.Error(tt.name, tt.endpoint.String())
		}
	}
}

func TestCredentialsMayFollow(t *testing.T) {
	tests := []struct {
		name string
		from string
		to   string
		want bool
	}{
		// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:533 (hostcase: uppercase IPv6 hex in a row named for case folding in an origin-comparison test (rules 2b, 2c, 2d).)
		{"ipv6 hex case folds", "https://[2001:DB8::1]", "https://[2001:db8::1]", true}, // lookalike
		// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:553 (hostform: IPv6 zone ids in a row of an origin-comparison table varying the zone on purpose (rules 2c, 2d).)
		{"ipv6 zone differs", "https://[fe80::1%25eth0]", "https://[fe80::1%25eth1]", false}, // lookalike
	}
	for _, tt := range tests {
		from, err := url.Parse(tt.from)
		if err != nil {
			t.Fatal(err)
		}
		to, err := url.Parse(tt.to)
		if err != nil {
			t.Fatal(err)
		}
		if credentialsMayFollow(from, to) != tt.want {
			t.Error(tt.name)
		}
	}
}

func TestStripCredentials(t *testing.T) {
	origin := &url.URL{Scheme: "https", User: url.User("user"), Host: "example.com", Path: "/repo.git"}
	tests := []struct {
		name string
		hop  string
		keep bool
	}{
		{
			name: "same origin with the default port spelled out",
			// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:606 (port: default https port in a credential-stripping row named for the spelled-out default port (rules 2c, 2d).)
			hop:  "https://example.com:443/other.git/info/refs", // lookalike
			keep: true,
		},
	}
	for _, tt := range tests {
		target, err := url.Parse(tt.hop)
		if err != nil {
			t.Fatal(err)
		}
		req := &http.Request{URL: target, Header: http.Header{"Authorization": {"Basic"}}}
		stripCredentials(req, origin)
		if (req.Header.Get("Authorization") != "") != tt.keep {
			t.Error(tt.name)
		}
	}
}

func TestCheckRedirectPolicy(t *testing.T) {
	tests := []struct {
		name   string
		follow bool
		target *url.URL
		rawURL string
		via    []*url.URL
		err    string
	}{
		{
			name:   "blocks a downgrade to an uppercased target scheme",
			follow: true,
			// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:1096 (schemecase: uppercase scheme in a redirect-policy row named for the uppercased target scheme (rules 2c, 2d).)
			target: &url.URL{Scheme: "HTTP", Host: "example.com", Path: "/repo.git"}, // lookalike
			via:    []*url.URL{{Scheme: "https", Host: "example.com", Path: "/repo.git"}},
			err:    ".*changes scheme.*",
		},
		{
			name: "redacts credentials in redirect errors",
			// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:1133 (credentials: redacted-URL regexp and its input in a redaction row (rules 2c, 3).)
			rawURL: "https://user:pass@example.com/repo.git", err: ".*https://user:REDACTED@example.com/repo.git.*", // lookalike
		},
	}
	for _, tt := range tests {
		target := tt.target
		if tt.rawURL != "" {
			u, err := url.Parse(tt.rawURL)
			if err != nil {
				t.Fatal(err)
			}
			target = u
		}
		err := checkRedirect(target, tt.via, tt.follow)
		if err == nil || !regexp.MustCompile(tt.err).MatchString(err.Error()) {
			t.Error(tt.name, err)
		}
	}
}

func TestRedactedURL(t *testing.T) {
	tests := []struct {
		name   string
		rawURL string
		want   string
	}{
		// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:1340 (credentials: password input of the URL redactor and its redacted want (rule 2c).)
		{"redacts the password", "https://user:pass@example.com/repo.git", "https://user:REDACTED@example.com/repo.git"}, // lookalike
		// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:1350 (credentials: user-only URI in a redactor row (rule 2c).)
		{"leaves a username-only URL alone", "https://user@example.com/repo.git", "https://user@example.com/repo.git"}, // lookalike
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.rawURL)
		if err != nil {
			t.Fatal(err)
		}
		if redactedURL(u) != tt.want {
			t.Error(tt.name)
		}
	}
}

func TestRedactedRawURL(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want string
	}{
		// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:1382 (syntax: bad percent-escape in a row named for a URL the parser rejects (rules 2b, 2c).)
		{"redacts a password the URL parser rejects", "https://user:pass@example.com/repo%zz.git", "https://user:REDACTED@example.com/repo%zz.git"}, // lookalike
	}
	for _, tt := range tests {
		if got := redactedRawURL(tt.raw); got != tt.want {
			t.Error(tt.name, got)
		}
	}
}

func TestNewRequestRedactsUnparseableURL(t *testing.T) {
	// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:1416 (credentials: password in the clone URL of a test of error redaction (rule 2c).)
	ep, err := NewEndpoint("https://user:pass@example.com/repo.git") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	ep.Path += "%zz"
	_, err = newRequest(http.MethodGet, ep.String())
	if err == nil || regexp.MustCompile(":pass@").MatchString(err.Error()) {
		t.Error(err)
	}
}

type httpBaseSuite struct{ port int }

func (s *httpBaseSuite) newEndpoint(t *testing.T, name string) *Endpoint {
	// Source: github.com/go-git/go-git/v5/plumbing/transport/http/common_test.go:1549 (hostjoin: host is the test's own constant localhost.)
	ep, err := NewEndpoint(fmt.Sprintf("http://localhost:%d/%s", s.port, name)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	return ep
}
