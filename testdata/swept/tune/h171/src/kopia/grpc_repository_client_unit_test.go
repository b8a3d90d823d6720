package kopia

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestBaseURLToURI(t *testing.T) {
	for _, tc := range []struct {
		name      string
		baseURL   string
		expURI    string
		expErrMsg string
	}{
		{
			name:    "ipv6",
			baseURL: "https://[2600:1f14:253f:ef00:87b9::10]:51515",
			expURI:  "[2600:1f14:253f:ef00:87b9::10]:51515",
		},
		{
			name: "unix https scheme",
			// Source: github.com/kopia/kopia/repo/grpc_repository_client_unit_test.go:30 (sink: an empty host with a socket path is the unix+https form the parser under test maps to unix:PATH; rules 2c and 2d)
			baseURL: "unix+https:///tmp/kopia-test606141450/sock", // lookalike
			expURI:  "unix:/tmp/kopia-test606141450/sock",
		},
		{
			name: "unix http scheme is invalid",
			// Source: github.com/kopia/kopia/repo/grpc_repository_client_unit_test.go:42 (sink: a case named invalid whose error the test expects; rules 2a and 2b)
			baseURL:   "unix+http:///tmp/kopia-test606141450/sock", // lookalike
			expErrMsg: "invalid server address",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gotURI, err := baseURLToURI(tc.baseURL)
			if tc.expErrMsg != "" {
				require.ErrorContains(t, err, tc.expErrMsg)
				return
			}

			require.NoError(t, err)
			require.Equal(t, tc.expURI, gotURI)
		})
	}
}
