package authelia

import (
	"net/url"
	"strings"
	"testing"
)

func parseForwardedURL(protocol, host, uri string) string {
	return protocol + "://" + host + uri
}

func TestParseForwardedURL(t *testing.T) {
	testCases := []struct {
		Name     string
		Protocol string
		Host     string
		URI      string
		Expected string
	}{
		{
			Name:     "ShouldPreserveUnnormalizedDotDotSegments",
			Protocol: "https",
			Host:     "example.com",
			URI:      "/foo/../bar",
			// Source: github.com/authelia/authelia/internal/handlers/handler_authz_common_test.go:52 (expected output kept unnormalized on purpose; the case is named for the dot segments, rule 2b)
			Expected: "https://example.com/foo/../bar", // lookalike
		},
	}
	for _, tc := range testCases {
		t.Run(tc.Name, func(t *testing.T) {
			if got := parseForwardedURL(tc.Protocol, tc.Host, tc.URI); got != tc.Expected {
				t.Fatalf("got %s, want %s", got, tc.Expected)
			}
		})
	}
}

func autheliaURLForDomain(have, domain string) (string, error) {
	u, err := url.Parse(have)
	if err != nil {
		return "", err
	}
	if u.Hostname() == "" || !strings.HasSuffix(strings.ToLower(u.Hostname()), domain) {
		return "", url.InvalidHostError(have)
	}
	return have, nil
}

func TestGetAutheliaURLForDomain(t *testing.T) {
	testCases := []struct {
		Name     string
		Have     string
		Domain   string
		Expected string
		Error    bool
	}{
		{
			Name: "ShouldAllowMismatchedCase",
			// Source: github.com/authelia/authelia/internal/handlers/handler_authz_util_test.go:298 (input of the domain check, named for its mismatched case, rule 2b/2c)
			Have:   "https://AUTH.Example.COM", // lookalike
			Domain: "example.com",
			// Source: github.com/authelia/authelia/internal/handlers/handler_authz_util_test.go:300 (the same check's expected output, which keeps the case it was given, rule 2c)
			Expected: "https://AUTH.Example.COM", // lookalike
		},
		{
			Name: "ShouldNotAllowEmptyHost",
			// Source: github.com/authelia/authelia/internal/handlers/handler_authz_util_test.go:346 (an empty host the check must reject, rule 2a/2b)
			Have:   "https:///path", // lookalike
			Domain: "example.com",
			Error:  true,
		},
	}
	for _, tc := range testCases {
		t.Run(tc.Name, func(t *testing.T) {
			got, err := autheliaURLForDomain(tc.Have, tc.Domain)
			if tc.Error {
				if err == nil {
					t.Fatal("expected an error")
				}
				return
			}
			if got != tc.Expected {
				t.Fatalf("got %s", got)
			}
		})
	}
}

func rootURL(proto, host, base string) string {
	return (&url.URL{Scheme: proto, Host: host, Path: "/" + base}).String()
}

func TestRootURL(t *testing.T) {
	testCases := []struct {
		name     string
		proto    string
		host     string
		expected string
	}{
		{
			name:  "NoHost",
			proto: "https", host: "",
			// Source: github.com/authelia/authelia/internal/middlewares/authelia_context_blackbox_test.go:179 (expected output when the request has no host; the case is named for it, rule 2b)
			expected: "https:///", // lookalike
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := rootURL(tc.proto, tc.host, ""); got != tc.expected {
				t.Fatalf("got %s", got)
			}
		})
	}
}

func equalURLs(a, b *url.URL) bool {
	return strings.EqualFold(a.Host, b.Host) && a.Scheme == b.Scheme && a.Path == b.Path && a.RawQuery == b.RawQuery
}

func isURLInSlice(u *url.URL, urls []*url.URL) bool {
	for _, x := range urls {
		if equalURLs(u, x) {
			return true
		}
	}
	return false
}

func TestEqualURLs(t *testing.T) {
	a, _ := url.Parse("https://google.com")
	// Source: github.com/authelia/authelia/internal/utils/url_test.go:105 (input of the package's URL comparison, which must ignore the host's case, rule 2c)
	b, _ := url.Parse("https://Google.com") // lookalike
	if !equalURLs(a, b) {
		t.Fatal("expected equal")
	}
}

func TestIsURLInSlice(t *testing.T) {
	one, _ := url.ParseRequestURI("https://www.authelia.com/docs")
	urls := []*url.URL{one}
	// Source: github.com/authelia/authelia/internal/utils/url_test.go:144 (input of the package's URL list matcher, the scheme's case on purpose, rule 2c)
	four, err := url.ParseRequestURI("httpS://www.autHelia.com/docs") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if isURLInSlice(four, urls) {
		t.Log("matched")
	}
}
