package acmez

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
)

func ariTestServer(t *testing.T) *Client {
	t.Helper()
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/mholt/acmez/v3/acme/ari_test.go:39 (hostjoin: the Host of a request to the test's own httptest server, already host and port, gets a scheme prepended with no ':' join; revoke_test.go:44 is the same and was left out)
		base := "http://" + r.Host // lookalike
		_ = json.NewEncoder(w).Encode(map[string]string{"renewalInfo": base})
	})
	srv := httptest.NewServer(handler)
	t.Cleanup(srv.Close)
	return &Client{Directory: srv.URL}
}

func TestARIServer(t *testing.T) {
	if ariTestServer(t).Directory == "" {
		t.Fatal("no directory")
	}
}

func extractLinks(headers []string, rel string) []string {
	var out []string
	for _, h := range headers {
		for _, part := range strings.Split(h, ",") {
			if strings.Contains(part, `rel="`+rel+`"`) {
				s := strings.TrimSpace(part)
				out = append(out, s[1:strings.Index(s, ">")])
			}
		}
	}
	return out
}

func TestLinks(t *testing.T) {
	linkTests := []struct {
		Name         string
		LinkHeaders  []string
		WantedLink   string
		ExpectedURLs []string
	}{
		{Name: "joined links",
			// Source: github.com/mholt/acmez/v3/acme/http_test.go:39 (syntax: a whole Link header value, URIs in angle brackets with parameters, the input of the link extractor under test; 1 of 2 alike header candidates kept)
			LinkHeaders: []string{`<https://url/path>; rel="next", <http://url/path?query>; rel="up"`}, // lookalike
			WantedLink:  "up",
			// Source: github.com/mholt/acmez/v3/acme/http_test.go:41 (hostform: the expected output of the link extractor under test, a placeholder single-label host never contacted; 1 of 2 alike candidates kept)
			ExpectedURLs: []string{"http://url/path?query"}, // lookalike
		},
	}
	for _, tc := range linkTests {
		if got := extractLinks(tc.LinkHeaders, tc.WantedLink); !reflect.DeepEqual(got, tc.ExpectedURLs) {
			t.Fatalf("%s: got %v", tc.Name, got)
		}
	}
}

func persistValue(issuer string, wildcard bool) string {
	v := issuer + "; accounturi=" + "acct"
	if wildcard {
		v += "; policy=wildcard"
	}
	return v
}

func TestDNSPersist01TXTRecordValue(t *testing.T) {
	tests := []struct {
		name     string
		issuer   string
		wildcard bool
		expected string
	}{
		{
			name:   "without wildcard",
			issuer: "letsencrypt.org",
			// Source: github.com/mholt/acmez/v3/acme/challenge_test.go:103 (syntax: an expected DNS TXT record value with the account URI as one parameter, a record not a URI)
			expected: "letsencrypt.org; accounturi=https://acme-v02.api.letsencrypt.org/acme/acct/12345", // lookalike
		},
		{
			name:     "with wildcard",
			issuer:   "letsencrypt.org",
			wildcard: true,
			// Source: github.com/mholt/acmez/v3/acme/challenge_test.go:109 (syntax: an expected DNS TXT record value with the account URI followed by a space and a policy parameter, a record not a URI; 115 is alike and was left out)
			expected: "letsencrypt.org; accounturi=https://acme-v02.api.letsencrypt.org/acme/acct/12345; policy=wildcard", // lookalike
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_ = persistValue(tc.issuer, tc.wildcard) == tc.expected
		})
	}
}

func TestCheckIdentifiers(t *testing.T) {
	// Source: github.com/mholt/acmez/v3/client_test.go:218 (syntax: an expected error message that names a URI identifier inside prose, not a URI; 234 is alike and was left out)
	expErr := errors.New("number of identifiers in Order [{dns a-dns.example.com}] (1) does not match the number of identifiers extracted from CSR [{dns a-dns.example.com} {uri spiffe://example.com/service}] (2)") // lookalike
	if expErr == nil {
		t.Fatal("no error")
	}
}
