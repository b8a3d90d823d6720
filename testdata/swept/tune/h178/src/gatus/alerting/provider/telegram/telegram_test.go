package telegram

import (
	"testing"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

func TestAlertProvider_buildRequestBody(t *testing.T) {
	// Source: github.com/TwiN/gatus/v5/alerting/provider/telegram/telegram_test.go:127 (syntax: a Markdown link used as an alert description, text shown to users with a well-formed URL inside, prose by rule 4)
	descriptionWithLink := "[link](https://example.org/)" // lookalike
	scenarios := []struct {
		Name         string
		Provider     AlertProvider
		Alert        alert.Alert
		Resolved     bool
		ExpectedBody string
	}{
		{
			Name:     "triggered with link in description",
			Provider: AlertProvider{DefaultConfig: Config{ID: "123"}},
			Alert:    alert.Alert{Description: &descriptionWithLink, SuccessThreshold: 5, FailureThreshold: 3},
			Resolved: false,
			// Source: github.com/TwiN/gatus/v5/alerting/provider/telegram/telegram_test.go:170 (syntax: an expected JSON message body whose Markdown text holds the link, compared as text and no URI use; uniform sample 8 of 15 expected alert bodies; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
			ExpectedBody: "{\"chat_id\":\"123\",\"text\":\"*Description* \\n[link](https://example.org/)  \\n\",\"parse_mode\":\"MARKDOWN\"}", // lookalike
		},
	}
	for _, scenario := range scenarios {
		t.Run(scenario.Name, func(t *testing.T) {
			body := scenario.Provider.buildRequestBody(&scenario.Provider.DefaultConfig, &endpoint.Endpoint{Name: "endpoint-name"}, &scenario.Alert, &endpoint.Result{}, scenario.Resolved)
			if string(body) != scenario.ExpectedBody {
				t.Errorf("expected:\n%s\ngot:\n%s", scenario.ExpectedBody, body)
			}
		})
	}
}
