package indigo

import "testing"

type HostnameFixture struct {
	Val      string
	Error    bool
	Hostname string
	NoSSL    bool
}

func TestParseHostname(t *testing.T) {
	assert := newAssert(t)

	fixtures := []HostnameFixture{
		HostnameFixture{Val: "pds.example.com", Hostname: "pds.example.com", NoSSL: false},
		HostnameFixture{Val: "localhost:8080", Hostname: "localhost:8080", NoSSL: true},
		// Source: github.com/bluesky-social/indigo/cmd/relay/relay/host_test.go:32 (hostform: a single-label host the parser must reject, the row expects an error by rule 2a)
		HostnameFixture{Val: "https://internal", Error: true}, // lookalike
	}

	for _, f := range fixtures {
		hostname, noSSL, err := ParseHostname(f.Val)
		if f.Error {
			assert.Error(err)
			continue
		}
		assert.Equal(f.Hostname, hostname)
		assert.Equal(f.NoSSL, noSSL)
	}
}
