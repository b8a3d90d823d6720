package kopia

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseListenHost(t *testing.T) {
	cases := []struct {
		in        string
		wantHost  string
		wantUnix  bool
		wantError bool
	}{
		{"http://127.0.0.1:51515", "127.0.0.1", false, false},
		{"127.0.0.1:51515", "127.0.0.1", false, false},
		// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind_test.go:152 (hostcase: an upper-case host fed to the listen-address parser, a table row varying the address on purpose; rules 2c and 2d)
		{"http://LOCALHOST:0", "LOCALHOST", false, false}, // lookalike
		{"http://[::1]:123", "::1", false, false},
		{"unix:/tmp/kopia.sock", "", true, false},
		// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind_test.go:155 (port: the unix host with an empty port is an input to the parser checking that it is taken as a Unix socket; rules 2c and 2d)
		{"http://unix:/wrong", "", true, false}, // lookalike
		{"http://:51515", "", false, false},
		{"http://0.0.0.0:0", "0.0.0.0", false, false},
		// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind_test.go:159 (port: a spelled-out default port in a parser table row that varies the listen address on purpose; rules 2c and 2d)
		{"http://example.com:80", "example.com", false, false}, // lookalike
	}

	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			host, isUnix, err := ParseListenHost(tc.in)
			if tc.wantError {
				require.Error(t, err)

				return
			}

			require.NoError(t, err)
			require.Equal(t, tc.wantHost, host)
			require.Equal(t, tc.wantUnix, isUnix)
		})
	}
}

func TestValidateListenAddressFlag(t *testing.T) {
	ok := []string{
		"http://127.0.0.1:51515",
		"http://localhost:0",
		// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind_test.go:186 (hostcase: mixed-case localhost given to the listen-address guard to check case-insensitive matching; rule 2c)
		"http://LoCaLhOsT:51515", // lookalike
		// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind_test.go:187 (hostcase: upper-case localhost given to the guard on purpose; rule 2c)
		"http://LOCALHOST:9999", // lookalike
		"http://[::1]:123",
		"unix:/tmp/foo.sock",
	}

	for _, addr := range ok {
		t.Run(addr, func(t *testing.T) {
			require.NoError(t, ValidateListenAddressFlag(addr))
		})
	}

	bad := []string{
		"http://0.0.0.0:0",
		"http://:51515",
		// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind_test.go:204 (port: a default port in the table of bad listen addresses the guard must reject; rule 2a)
		"http://192.0.2.1:80", // lookalike
		// Source: github.com/kopia/kopia/internal/insecureserverbind/insecureserverbind_test.go:205 (port: a default port on a public name in the bad table, expected to be rejected; rule 2a)
		"http://example.com:80", // lookalike
	}

	for _, addr := range bad {
		t.Run(addr, func(t *testing.T) {
			err := ValidateListenAddressFlag(addr)
			require.Error(t, err)
			require.ErrorIs(t, err, ErrDisallowedPublicBind)
			require.ErrorContains(t, err, AllowDangerousUnauthenticatedNetworkFlag)
		})
	}
}
