package ferretdb

import (
	"net/url"
	"testing"
)

func TestParseURI(t *testing.T) {
	testCases := map[string]struct {
		in  string
		uri *url.URL
		err string
	}{
		"WithEmptyAuthority": {
			// Source: github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata/pool/uri_test.go:127 (hostform: the row of the URI parser test whose name says the empty authority is the point.)
			in: "file:///tmp/", // lookalike
			uri: &url.URL{
				Scheme:   "file",
				Opaque:   "/tmp/",
				Path:     "/tmp/",
				OmitHost: true,
				// Source: github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata/pool/uri_test.go:132 (percent: expected output of the URI parser; the escapes are uppercase and encode parentheses, which are not unreserved.)
				RawQuery: "_pragma=busy_timeout%2810000%29", // lookalike
			},
		},
		"HostIsNotEmpty": {
			// Source: github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata/pool/uri_test.go:158 (dotsegment: input the parser must reject, with an error expected for it.)
			in:  "file://localhost/./tmp/?mode=memory", // lookalike
			err: `expected empty host, got "localhost"`,
		},
		"UserIsNotEmpty": {
			// Source: github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata/pool/uri_test.go:162 (credentials: input the parser must reject for its user info, with an error expected for it.)
			in:  "file://user:pass@./tmp/?mode=memory", // lookalike
			err: `expected empty user info, got "user:pass"`,
		},
		"MalformedURI": {
			// Source: github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata/pool/uri_test.go:178 (colonpath: the row is named MalformedURI and an error is expected for it.)
			in:  ":./tmp/", // lookalike
			err: `missing protocol scheme`,
		},
	}
	for name, tc := range testCases {
		t.Run(name, func(t *testing.T) {
			uri, err := parseURI(tc.in)
			if tc.err != "" {
				if err == nil {
					t.Fatalf("expected error %s", tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if uri.Path != tc.uri.Path || uri.RawQuery != tc.uri.RawQuery {
				t.Errorf("got %q and %q", uri.Path, uri.RawQuery)
			}
		})
	}
}
