package gitlab

import (
	"testing"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

func TestAlertProvider_Validate(t *testing.T) {
	scenarios := []struct {
		Name          string
		Provider      AlertProvider
		ExpectedError bool
	}{
		{
			Name:          "missing-authorization-key",
			Provider:      AlertProvider{DefaultConfig: Config{WebhookURL: "https://gitlab.com/whatever/text/alerts/notify/gatus/xxxxxxxxxxxxxxxx.json", AuthorizationKey: ""}},
			ExpectedError: true,
		},
		{
			Name: "invalid-url",
			// Source: github.com/TwiN/gatus/v5/alerting/provider/gitlab/gitlab_test.go:37 (syntax: a leading space in a case named invalid-url that expects an error, a deliberate fixture by rules 2a and 2b)
			Provider:      AlertProvider{DefaultConfig: Config{WebhookURL: " http://foo.com", AuthorizationKey: "12345"}}, // lookalike
			ExpectedError: true,
		},
	}
	for _, scenario := range scenarios {
		t.Run(scenario.Name, func(t *testing.T) {
			err := scenario.Provider.Validate()
			if scenario.ExpectedError && err == nil {
				t.Error("expected error, got none")
			}
		})
	}
}

func TestAlertProvider_buildAlertBody(t *testing.T) {
	firstDescription := "description-1"
	scenarios := []struct {
		Name         string
		Endpoint     endpoint.Endpoint
		Provider     AlertProvider
		Alert        alert.Alert
		ExpectedBody string
	}{
		{
			Name:     "triggered",
			Endpoint: endpoint.Endpoint{Name: "endpoint-name", URL: "https://example.org"},
			Provider: AlertProvider{DefaultConfig: Config{WebhookURL: "https://gitlab.com/hlidotbe/text/alerts/notify/gatus/xxxxxxxxxxxxxxxx.json", AuthorizationKey: "12345"}},
			Alert:    alert.Alert{Description: &firstDescription, FailureThreshold: 3},
			// Source: github.com/TwiN/gatus/v5/alerting/provider/gitlab/gitlab_test.go:125 (syntax: an expected JSON alert body whose hosts field holds a well-formed URL; the body is compared as text, no URI use; uniform sample 4 of 15 expected alert bodies; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
			ExpectedBody: "{\"title\":\"alert(gatus): endpoint-name\",\"service\":\"endpoint-name\",\"monitoring_tool\":\"gatus\",\"hosts\":\"https://example.org\",\"severity\":\"critical\"}", // lookalike
		},
	}
	for _, scenario := range scenarios {
		t.Run(scenario.Name, func(t *testing.T) {
			body := scenario.Provider.buildAlertBody(&scenario.Provider.DefaultConfig, &scenario.Endpoint, &scenario.Alert, &endpoint.Result{}, false)
			if string(body) != scenario.ExpectedBody {
				t.Errorf("expected:\n%s\ngot:\n%s", scenario.ExpectedBody, body)
			}
		})
	}
}
