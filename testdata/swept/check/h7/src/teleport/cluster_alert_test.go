package teleport

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

// ClusterAlert is an alert with an optional link for more info.
type ClusterAlert struct {
	Link string
}

// CheckAndSetDefaults verifies that the link, if any, is an https URL.
func (c *ClusterAlert) CheckAndSetDefaults() error {
	if c.Link == "" {
		return nil
	}
	u, err := url.Parse(c.Link)
	if err != nil {
		return err
	}
	if u.Scheme != "https" {
		return url.InvalidHostError(u.Scheme)
	}
	return nil
}

// TestCheckAndSetDefaultsWithLink verifies that only valid URLs are set on the link label.
func TestCheckAndSetDefaultsWithLink(t *testing.T) {
	tts := []struct {
		link   string
		assert require.ErrorAssertionFunc
	}{
		{
			link:   "https://goteleport.com/docs",
			assert: require.NoError,
		},
		{
			// Source: github.com/gravitational/teleport/api/types/cluster_alert_test.go:97 (syntax: braces in the scheme, a link the row expects CheckAndSetDefaults to reject with require.Error, rule 2a)
			link:   "h{t}tps://goteleport.com/docs", // lookalike
			assert: require.Error,
		},
	}

	for _, tt := range tts {
		alert := ClusterAlert{Link: tt.link}
		tt.assert(t, alert.CheckAndSetDefaults())
	}
}
