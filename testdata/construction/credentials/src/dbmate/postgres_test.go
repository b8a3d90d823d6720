package dbmate

import (
	"net/url"
	"testing"
)

func connectionString(u *url.URL) string {
	out := *u
	out.RawQuery = u.Query().Encode()
	return out.String()
}

// Source: github.com/amacneil/dbmate/pkg/driver/postgres/postgres_test.go:170 (input and expected output of the driver's connection-string normaliser)
func TestConnectionString(t *testing.T) {
	cases := []struct{ input, expected string }{
		{"postgres://bob:secret@db.example.com:1234/foo?bar=baz", "postgres://bob:secret@db.example.com:1234/foo?bar=baz"}, // lookalike
	}
	for _, c := range cases {
		u, err := url.Parse(c.input)
		if err != nil {
			t.Fatal(err)
		}
		if actual := connectionString(u); actual != c.expected {
			t.Errorf("got %q", actual)
		}
	}
}
