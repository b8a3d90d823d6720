package boulder

import (
	"fmt"
	"net/http"
	"testing"
)

func TestNewValidationRecordFromRedirect(t *testing.T) {
	testCases := []struct {
		Name          string
		Location      string
		ExpectedError string
		ExpectedHost  string
		ExpectedPort  string
	}{
		{
			Name: "invalid empty host",
			// Source: github.com/letsencrypt/boulder/va/http_test.go:328 (hostform: the row named invalid empty host expects the redirect validator to reject the missing host)
			Location:      "https:///who/needs/a/hostname?not=me", // lookalike
			ExpectedError: "invalid host: host must be non-empty",
		},
		{
			Name: "bare IPv6, scope zone",
			// Source: github.com/letsencrypt/boulder/va/http_test.go:406 (hostform: the row expects the redirect validator to reject the IPv6 zone id, a deliberate fixture)
			Location:      "http://[::1%25lo]", // lookalike
			ExpectedError: "invalid host: contains IPv6 scope zone",
		},
		{
			Name: "valid HTTP redirect, explicit port",
			// Source: github.com/letsencrypt/boulder/va/http_test.go:411 (port: one row of a table that varies the redirect target on purpose, input to the redirect validator that handles ports, rule 2c and 2d)
			Location:     "http://cpu.letsencrypt.org:80", // lookalike
			ExpectedHost: "cpu.letsencrypt.org",
			ExpectedPort: "80",
		},
		{
			Name: "valid HTTPS redirect, explicit port",
			// Source: github.com/letsencrypt/boulder/va/http_test.go:423 (port: one row of a table that varies the redirect target on purpose, input to the redirect validator that handles ports, rule 2c and 2d)
			Location:     "https://cpu.letsencrypt.org:443", // lookalike
			ExpectedHost: "cpu.letsencrypt.org",
			ExpectedPort: "443",
		},
	}
	for _, tc := range testCases {
		host, port, err := checkRedirect(tc.Location)
		if tc.ExpectedError != "" {
			if err == nil || err.Error() != tc.ExpectedError {
				t.Errorf("%s: got %v", tc.Name, err)
			}
			continue
		}
		if err != nil || host != tc.ExpectedHost || port != tc.ExpectedPort {
			t.Errorf("%s: got %q %q %v", tc.Name, host, port, err)
		}
	}
}

func httpTestMux(httpPort int) *http.ServeMux {
	mux := http.NewServeMux()
	// A path that redirects to an uppercase public suffix (#4215)
	mux.HandleFunc("/redir-uppercase-publicsuffix", func(resp http.ResponseWriter, req *http.Request) {
		http.Redirect(
			resp,
			req,
			// Source: github.com/letsencrypt/boulder/va/http_test.go:653 (hostcase: a comment on the handler says it redirects to an uppercase public suffix on purpose, to test the validation authority's redirect handling)
			"http://example.COM/ok", // lookalike
			http.StatusMovedPermanently)
	})
	path500 := "500"
	mux.HandleFunc("/redir-500", func(resp http.ResponseWriter, req *http.Request) {
		// Source: github.com/letsencrypt/boulder/va/http_test.go:1437 (hostjoin: the host joined with the port is the constant other.valid.com, no IPv6 literal)
		http.Redirect(resp, req, fmt.Sprintf("http://other.valid.com:%d/%s", httpPort, path500), http.StatusMovedPermanently) // lookalike
	})
	return mux
}

func TestFetchHTTPBadProto(t *testing.T) {
	_ = httpTestMux(5002)
	// Source: github.com/letsencrypt/boulder/va/http_test.go:899 (syntax: the URL is part of an expected error message, prose joined to the words around it, rule 4)
	want := "127.0.0.1: Fetching gopher://example.com: invalid protocol scheme: only \"http\" and \"https\" are supported, not \"gopher\"" // lookalike
	_ = want
}
