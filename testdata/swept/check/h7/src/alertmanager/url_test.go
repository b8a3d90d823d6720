package alertmanager

import (
	"fmt"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestExternalURL(t *testing.T) {
	hostname := "foo"
	for _, tc := range []struct {
		hostnameResolver func() (string, error)
		external         string
		listen           string

		expURL string
		err    bool
	}{
		{
			listen: ":9093",
			// Source: github.com/prometheus/alertmanager/app/url_test.go:36 (hostjoin: the host is the test's own constant "foo", no host from outside the test, rule 3)
			expURL: "http://" + hostname + ":9093", // lookalike
		},
		{
			listen: "localhost:",
			// Source: github.com/prometheus/alertmanager/app/url_test.go:44 (port: the expected value of extURL, which builds the external URL, ends in an empty port, "http://foo:", which producers should omit; the row is no error case and nothing names it odd, rule 1)
			expURL: "http://" + hostname + ":", // defect port form
		},
		{
			external: "https://host.example.com",
			expURL:   "https://host.example.com",
		},
		{
			external: "://broken url string",
			err:      true,
		},
	} {
		if tc.hostnameResolver == nil {
			tc.hostnameResolver = func() (string, error) {
				return hostname, nil
			}
		}
		t.Run(fmt.Sprintf("external=%q,listen=%q", tc.external, tc.listen), func(t *testing.T) {
			u, err := extURL(slog.Default(), tc.hostnameResolver, tc.listen, tc.external)
			if tc.err {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tc.expURL, u.String())
		})
	}
}
