package bugsnag

import (
	"net/http"
	"net/url"
	"testing"
)

func TestExtractRequestInfoFromReq_RedactURL(t *testing.T) {
	testCases := []struct {
		in  url.URL
		exp string
	}{
		{in: url.URL{}, exp: "http://example.com"},
		{in: url.URL{Path: "/"}, exp: "http://example.com/"},
		{in: url.URL{Path: "/foo.html"}, exp: "http://example.com/foo.html"},
		{in: url.URL{Path: "/foo.html", RawQuery: "q=something&bar=123"}, exp: "http://example.com/foo.html?q=something&bar=123"},

		// Invalid query string.
		// Source: github.com/bugsnag/bugsnag-go/v2/request_extractor_test.go:70 (syntax: a lone '%' in RawQuery, input of the package's URL sanitiser; the comment says the query is invalid, rules 2b and 2c)
		{in: url.URL{Path: "/foo", RawQuery: "%"}, // lookalike
			// Source: github.com/bugsnag/bugsnag-go/v2/request_extractor_test.go:70 (syntax: the sanitiser's expected output for the invalid query, the text it gives back as it came, rules 2b and 2c)
			exp: "http://example.com/foo?%"}, // lookalike

		// Query params contain secrets
		// Source: github.com/bugsnag/bugsnag-go/v2/request_extractor_test.go:73 (syntax: "[FILTERED]" with brackets in a query value, the expected output of the package's redactor, rule 2c)
		{in: url.URL{Path: "/foo.html", RawQuery: "access_token=something"}, exp: "http://example.com/foo.html?access_token=[FILTERED]"}, // lookalike
	}

	for _, tc := range testCases {
		tc := tc
		requestURI := tc.in.Path
		if tc.in.RawQuery != "" {
			requestURI += "?" + tc.in.RawQuery
		}
		req := &http.Request{
			Host:       "example.com",
			URL:        &tc.in,
			RequestURI: requestURI,
		}
		result := extractRequestInfoFromReq(req)
		if result.URL != tc.exp {
			t.Errorf("expected URL to be '%s' but was '%s'", tc.exp, result.URL)
		}
	}
}
