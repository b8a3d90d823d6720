package adyen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheckoutConfiguration(t *testing.T) {
	t.Run("Configuration", func(t *testing.T) {
		liveClient := NewClient(&Config{
			ApiKey:                "LIVE_API_KEY",
			Environment:           LiveEnv,
			LiveEndpointURLPrefix: "abc123",
		})
		// Source: github.com/Adyen/adyen-go-api-library/tests/checkout/unit_test.go:65 (hostcase: the expected base made from a lower case prefix)
		require.Equal(t, "https://abc123-checkout-live.adyenpayments.com/checkout/"+CheckoutAPIVersion, liveClient.BasePath()) // lookalike
	})
}

// ReportNotification is a report webhook.
type ReportNotification struct {
	DownloadURL string `json:"downloadUrl"`
}

func TestHandleReportNotificationRequest(t *testing.T) {
	t.Run("should return report created success", func(t *testing.T) {
		// Source: github.com/Adyen/adyen-go-api-library/tests/balanceplatform/reportwebhook_test.go:25 (dotsegment: "..." segments that elide the path in a webhook sample, not dot segments, in a body the test only decodes)
		notificationJson := `{"downloadUrl": "https://balanceplatform-test.adyen.com/balanceplatform/.../.../.../balanceplatform_payments_accounting_report_2021_07_01.csv", "type": "balancePlatform.report.created"}` // lookalike
		assert.Contains(t, notificationJson, "balancePlatform.report.created")
	})
}
