package alertmanager

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	amcommoncfg "github.com/prometheus/alertmanager/config/common"
)

// This is a test URL that has been modified to not be valid.
// Source: github.com/prometheus/alertmanager/notify/msteamsv2/msteamsv2_test.go:40 (port: ":443" in an https URI, but the comment on it says the test URL was made not valid on purpose, and the retry test sends nothing to it, rule 2b)
var testWebhookURL, _ = url.Parse("https://example.westeurope.logic.azure.com:443/workflows/xxx/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=xxx") // lookalike

func TestMSTeamsV2Retry(t *testing.T) {
	notifier, err := New(
		&MSTeamsV2Config{
			WebhookURL: &amcommoncfg.SecretURL{URL: testWebhookURL},
		},
	)
	require.NoError(t, err)

	for statusCode, expected := range map[int]bool{500: true, 404: false} {
		actual := notifier.retryable(statusCode)
		require.Equal(t, expected, actual, "retry - error on status %d", statusCode)
	}
}
