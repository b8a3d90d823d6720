package eth2client

import (
	"net/url"
	"testing"
)

func TestParseAddress(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		base    string
		address string
		err     string
	}{
		{
			name: "Port",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:39 (sink: a bare host:port is input to parseAddress, whose job is to add the missing scheme, rule 2c)
			input: "foo:12345", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:40 (port: an explicit non-default numeric port in the expected output of the address parser)
			base: "http://foo:12345", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:41 (port: an explicit non-default numeric port in the expected output of the address masker)
			address: "http://foo:12345", // lookalike
		},
		{
			name: "Query",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:51 (plainhttp: input row of a parser and masker table that varies one URI on purpose, rules 2c and 2d)
			input: "http://foo.com?a=1&b=2", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:52 (plainhttp: expected output of the address parser in a table varying one URI, rules 2c and 2d)
			base: "http://foo.com?a=1&b=2", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:53 (plainhttp: expected output of the address masker with masked query values, rule 2c)
			address: "http://foo.com?a=xxxxx&b=xxxxx", // lookalike
		},
		{
			name: "User",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:57 (credentials: a user name without password as input of the address masker, rule 2c)
			input: "http://user@foo.com?a=1&b=2", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:58 (credentials: a user name without password in the expected parser output, rule 2c)
			base: "http://user@foo.com?a=1&b=2", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:59 (credentials: a user name without password in the expected masker output, rule 2c)
			address: "http://user@foo.com?a=xxxxx&b=xxxxx", // lookalike
		},
		{
			name: "Pass",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:63 (credentials: the password is input to the address masker whose job is to mask it, rule 2c)
			input: "http://user:pass@foo.com?a=1&b=2", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:64 (credentials: the unmasked base is the expected output of the parser and masker under test, rule 2c)
			base: "http://user:pass@foo.com?a=1&b=2", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:65 (credentials: the password is the mask xxxxx, rule 3)
			address: "http://user:xxxxx@foo.com?a=xxxxx&b=xxxxx", // lookalike
		},
		{
			name: "PathTrailingSlash",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:75 (credentials: the password is input to the address masker whose job is to mask it, rule 2c)
			input: "http://user:pass@foo.com/path/?a=1&b=2", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:76 (credentials: the unmasked base is the expected output of the parser and masker under test, rule 2c)
			base: "http://user:pass@foo.com/path?a=1&b=2", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:77 (credentials: the password is the mask xxxxx, rule 3)
			address: "http://user:xxxxx@foo.com/xxxxx?a=xxxxx&b=xxxxx", // lookalike
		},
		{
			name: "Invalid",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:81 (syntax: the space in the host is deliberate, the row is named Invalid and expects an error, rules 2a and 2b)
			input: "http:// foo", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:82 (syntax: expected error message text quoting the bad input, prose and not a URI, rule 4)
			err: "invalid URL\nparse \"http:// foo\": invalid character \" \" in host name", // lookalike
		},
	}

	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			base, address, err := parseAddress(test.input)
			if test.err != "" {
				if err == nil || err.Error() != test.err {
					t.Fatalf("got %v, want %s", err, test.err)
				}
			} else {
				if base.String() != test.base || address.String() != test.address {
					t.Fatalf("got %s and %s", base, address)
				}
			}
		})
	}
}

func mustParseURL(input string) *url.URL {
	base, _, err := parseAddress(input)
	if err != nil {
		panic(err)
	}

	return base
}

func TestURLForCall(t *testing.T) {
	tests := []struct {
		name     string
		base     *url.URL
		endpoint string
		query    string
		expected string
	}{
		{
			name: "Simple",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:118 (plainhttp: example.com is a documentation domain used as the base of a URL builder test)
			base: mustParseURL("http://example.com"), // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:119 (sink: a relative endpoint path that urlForCall appends to the base URL, never given to an HTTP client alone)
			endpoint: "/foo", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:120 (plainhttp: example.com is a documentation domain in the expected builder output)
			expected: "http://example.com/foo", // lookalike
		},
		{
			name: "WithBaseQuery",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:131 (baseslash: the base path is only a root slash, which the parser trims before the endpoint is appended, so nothing of the base is dropped)
			base: mustParseURL("http://example.com/?bar=3"), // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:132 (sink: a relative endpoint path that urlForCall appends to the base URL, never given to an HTTP client alone)
			endpoint: "/foo", // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:133 (baseslash: expected output keeps the host and the base query after appending the endpoint)
			expected: "http://example.com/foo?bar=3", // lookalike
		},
		{
			name: "Complex",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:137 (credentials: a row of a table that varies the base URI on purpose, passed through the address parser and masker, rules 2c and 2d)
			base: mustParseURL("http://user:pass@foo.com/path?a=1&b=2"), // lookalike
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:138 (sink: a relative endpoint path that urlForCall appends to the base URL, never given to an HTTP client alone)
			endpoint: "/foo", // lookalike
			query:    "bar=3",
			// Source: github.com/attestantio/go-eth2-client/http/http_internal_test.go:140 (credentials: expected output for the row that varies the base URI on purpose to carry userinfo, path and query, rule 2d)
			expected: "http://user:pass@foo.com/path/foo?a=1&b=2&bar=3", // lookalike
		},
	}

	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			u := urlForCall(test.base, test.endpoint, test.query)
			if u.String() != test.expected {
				t.Fatalf("got %s, want %s", u, test.expected)
			}
		})
	}
}
