package googlechat

import (
	"testing"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

func TestAlertProvider_buildRequestBody(t *testing.T) {
	secondDescription := "description-2"
	scenarios := []struct {
		Name         string
		Endpoint     endpoint.Endpoint
		Provider     AlertProvider
		Alert        alert.Alert
		Resolved     bool
		ExpectedBody string
	}{
		{
			Name:     "resolved",
			Endpoint: endpoint.Endpoint{Name: "endpoint-name", URL: "https://example.org"},
			Provider: AlertProvider{},
			Alert:    alert.Alert{Description: &secondDescription, SuccessThreshold: 5, FailureThreshold: 3},
			Resolved: true,
			// Source: github.com/TwiN/gatus/v5/alerting/provider/googlechat/googlechat_test.go:164 (syntax: an expected JSON card body with a well-formed openLink URL inside, compared as text and no URI use; uniform sample 5 of 15 expected alert bodies; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
			ExpectedBody: `{"buttons":[{"textButton":{"text":"URL","onClick":{"openLink":{"url":"https://example.org"}}}}]}`, // lookalike
		},
	}
	for _, scenario := range scenarios {
		t.Run(scenario.Name, func(t *testing.T) {
			body := scenario.Provider.buildRequestBody(&scenario.Endpoint, &scenario.Alert, &endpoint.Result{}, scenario.Resolved)
			if string(body) != scenario.ExpectedBody {
				t.Errorf("expected:\n%s\ngot:\n%s", scenario.ExpectedBody, body)
			}
		})
	}
}
