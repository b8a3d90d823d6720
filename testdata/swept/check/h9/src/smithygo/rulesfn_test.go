package smithygo

import (
	"testing"
)

func TestParseURL(t *testing.T) {
	cases := map[string]struct {
		input  string
		expect *URL
	}{
		"https hostname with no path": {
			input: "https://example.com",
			expect: &URL{
				Scheme:         "https",
				Authority:      "example.com",
				Path:           "",
				NormalizedPath: "/",
			},
		},
		"invalid port": {
			// Source: github.com/aws/smithy-go/endpoints/private/rulesfn/uri_test.go:65 (port: a non-numeric port the test expects ParseURL, the package's URL parser, to reject (expect nil), rule 2a, 2b, 2c)
			input:  "https://example.com:abc", // lookalike
			expect: nil,
		},
		"ip6 short": {
			input: "https://[fe80::1]",
			expect: &URL{
				Scheme:         "https",
				Authority:      "[fe80::1]",
				Path:           "",
				NormalizedPath: "/",
				IsIp:           true,
			},
		},
		"ip6 short with interface": {
			// Source: github.com/aws/smithy-go/endpoints/private/rulesfn/uri_test.go:103 (hostform: an IPv6 zone identifier as input of ParseURL, the package's own URL parser, with the expected authority beside it, rule 2c)
			input: "https://[fe80::1%25en0]", // lookalike
			expect: &URL{
				Scheme:         "https",
				Authority:      "[fe80::1%25en0]",
				Path:           "",
				NormalizedPath: "/",
				IsIp:           true,
			},
		},
		"ip6 short with port with interface": {
			// Source: github.com/aws/smithy-go/endpoints/private/rulesfn/uri_test.go:123 (hostform: zone identifier with a port, input of the package's URL parser in a row named for the interface, rule 2c, 2b)
			input: "https://[fe80::1%25en0]:8443", // lookalike
			expect: &URL{
				Scheme:         "https",
				Authority:      "[fe80::1%25en0]:8443",
				Path:           "",
				NormalizedPath: "/",
				IsIp:           true,
			},
		},
	}

	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			actual := ParseURL(c.input)
			if c.expect == nil {
				if actual != nil {
					t.Fatalf("expect no result, got %v", *actual)
				}
				return
			}

			if actual == nil {
				t.Fatalf("expect result, got none")
			}

			if *c.expect != *actual {
				t.Errorf("%v != %v", *c.expect, *actual)
			}
		})
	}
}
