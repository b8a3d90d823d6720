package spiffe

import (
	"net/url"
	"strings"
	"testing"
)

func assertFail(t *testing.T, id, expectErr string) {
	t.Helper()
	_, err := FromString(id)
	if err == nil || !strings.Contains(err.Error(), expectErr) {
		t.Errorf("FromString(%q) error = %v, want %q", id, err, expectErr)
	}
}

func TestFromString(t *testing.T) {
	for i := 0; i < 256; i++ {
		s := string(rune(i))
		if s == "/" || len(s) == 1 && isTDChar(s[0]) {
			continue
		}
		t.Run("reject bad trustdomain char", func(t *testing.T) {
			// Source: github.com/spiffe/go-spiffe/v2/spiffeid/id_test.go:95 (syntax: every character outside the trust-domain set is put in the host in a subtest that expects rejection, a deliberate fixture.)
			assertFail(t, "spiffe://trustdomain"+s+"/path", "trust domain characters are limited") // lookalike
		})
	}

	t.Run("reject bad scheme", func(t *testing.T) {
		// Source: github.com/spiffe/go-spiffe/v2/spiffeid/id_test.go:113 (schemecase: an uppercase scheme in a "reject bad scheme" subtest that expects an error, a deliberate fixture.)
		assertFail(t, "Spiffe://", "scheme is missing or invalid") // lookalike
	})

	t.Run("reject missing trust domain", func(t *testing.T) {
		// Source: github.com/spiffe/go-spiffe/v2/spiffeid/id_test.go:118 (hostform: an empty authority in a "reject missing trust domain" subtest that expects an error, a deliberate fixture.)
		assertFail(t, "spiffe:///", "trust domain is missing") // lookalike
	})

	t.Run("reject dot segments", func(t *testing.T) {
		// Source: github.com/spiffe/go-spiffe/v2/spiffeid/id_test.go:131 (dotsegment: a dot segment in a "reject dot segments" subtest that expects an error, a deliberate fixture of the validator.)
		assertFail(t, "spiffe://trustdomain/path/./other", "path cannot contain dot segments") // lookalike
		// Source: github.com/spiffe/go-spiffe/v2/spiffeid/id_test.go:134 (dotsegment: a dot-dot segment in a "reject dot segments" subtest that expects an error, a deliberate fixture of the validator.)
		assertFail(t, "spiffe://trustdomain/../path", "path cannot contain dot segments") // lookalike
	})

	t.Run("reject percent encoding", func(t *testing.T) {
		// Source: github.com/spiffe/go-spiffe/v2/spiffeid/id_test.go:148 (percent: percent-encoded letters in the trust domain in a "reject percent encoding" subtest that expects an error, a deliberate fixture.)
		assertFail(t, "spiffe://%62%61%64/path", "trust domain characters are limited") // lookalike
	})
}

func TestFromURI(t *testing.T) {
	parseURI := func(s string) *url.URL {
		u, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	assertURIFail := func(u *url.URL, expectErr string) {
		_, err := FromURI(u)
		if err == nil || !strings.Contains(err.Error(), expectErr) {
			t.Errorf("FromURI(%v) error = %v, want %q", u, err, expectErr)
		}
	}
	// Source: github.com/spiffe/go-spiffe/v2/spiffeid/id_test.go:174 (schemecase: an uppercase scheme in a url.URL that the test expects FromURI to reject, a deliberate fixture.)
	assertURIFail(&url.URL{Scheme: "SPIFFE", Host: "trustdomain"}, `scheme is missing or invalid`) // lookalike
	// Source: github.com/spiffe/go-spiffe/v2/spiffeid/id_test.go:175 (syntax: a "$" in the trust domain that the test expects FromURI to reject, a deliberate fixture; "$" is a sub-delim allowed in a reg-name.)
	assertURIFail(parseURI("spiffe://trust$domain"), `trust domain characters are limited`) // lookalike
}
