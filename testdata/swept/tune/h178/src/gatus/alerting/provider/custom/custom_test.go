package custom

import (
	"fmt"
	"io"
	"testing"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

func TestAlertProvider_buildHTTPRequest(t *testing.T) {
	alertProvider := &AlertProvider{
		DefaultConfig: Config{
			URL:  "https://example.com/[ENDPOINT_GROUP]/[ENDPOINT_NAME]?event=[ALERT_TRIGGERED_OR_RESOLVED]&description=[ALERT_DESCRIPTION]&url=[ENDPOINT_URL]",
			Body: "[ENDPOINT_NAME],[ENDPOINT_GROUP],[ALERT_DESCRIPTION],[ENDPOINT_URL],[ALERT_TRIGGERED_OR_RESOLVED]",
		},
	}
	alertDescription := "alert-description"
	scenarios := []struct {
		AlertProvider *AlertProvider
		Resolved      bool
		ExpectedURL   string
		ExpectedBody  string
	}{
		{
			AlertProvider: alertProvider,
			Resolved:      true,
			ExpectedURL:   "https://example.com/endpoint-group/endpoint-name?event=RESOLVED&description=alert-description&url=https://example.com",
			// Source: github.com/TwiN/gatus/v5/alerting/provider/custom/custom_test.go:125 (syntax: an expected comma-separated request body that merely contains a URL, only compared and never parsed as a URI; uniform sample 1 of 15 expected alert bodies; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
			ExpectedBody: "endpoint-name,endpoint-group,alert-description,https://example.com,RESOLVED", // lookalike
		},
	}
	for _, scenario := range scenarios {
		t.Run(fmt.Sprintf("resolved-%v-with-default-placeholders", scenario.Resolved), func(t *testing.T) {
			request := alertProvider.buildHTTPRequest(
				&alertProvider.DefaultConfig,
				&endpoint.Endpoint{Name: "endpoint-name", Group: "endpoint-group", URL: "https://example.com"},
				&alert.Alert{Description: &alertDescription},
				&endpoint.Result{Errors: []string{}},
				scenario.Resolved,
			)
			if request.URL.String() != scenario.ExpectedURL {
				t.Error("expected URL to be", scenario.ExpectedURL, "got", request.URL.String())
			}
			body, _ := io.ReadAll(request.Body)
			if string(body) != scenario.ExpectedBody {
				t.Error("expected body to be", scenario.ExpectedBody, "got", string(body))
			}
		})
	}
}

func TestAlertProviderWithResultErrors_buildHTTPRequest(t *testing.T) {
	alertProvider := &AlertProvider{
		DefaultConfig: Config{
			URL:  "https://example.com/[ENDPOINT_GROUP]/[ENDPOINT_NAME]?event=[ALERT_TRIGGERED_OR_RESOLVED]&description=[ALERT_DESCRIPTION]&url=[ENDPOINT_URL]&error=[RESULT_ERRORS]",
			Body: "[ENDPOINT_NAME],[ENDPOINT_GROUP],[ALERT_DESCRIPTION],[ENDPOINT_URL],[ALERT_TRIGGERED_OR_RESOLVED],[RESULT_ERRORS]",
		},
	}
	alertDescription := "alert-description"
	scenarios := []struct {
		AlertProvider *AlertProvider
		Resolved      bool
		ExpectedURL   string
		ExpectedBody  string
		Errors        []string
	}{
		{
			AlertProvider: alertProvider,
			Resolved:      false,
			ExpectedURL:   "https://example.com/endpoint-group/endpoint-name?event=TRIGGERED&description=alert-description&url=https://example.com&error=error1,error2",
			// Source: github.com/TwiN/gatus/v5/alerting/provider/custom/custom_test.go:179 (syntax: an expected CSV request body with a URL among other fields, compared as text and no URI use; uniform sample 2 of 15 expected alert bodies; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
			ExpectedBody: "endpoint-name,endpoint-group,alert-description,https://example.com,TRIGGERED,error1,error2", // lookalike
			Errors:       []string{"error1", "error2"},
		},
		{
			AlertProvider: alertProvider,
			Resolved:      false,
			// Source: github.com/TwiN/gatus/v5/alerting/provider/custom/custom_test.go:185 (syntax: the expected URL of the request the provider builds and sends, expected to succeed, holds a raw space, quotes and backslashes in its query; rule 1 holds it to non-test rules)
			ExpectedURL: "https://example.com/endpoint-group/endpoint-name?event=TRIGGERED&description=alert-description&url=https://example.com&error=test \\\"error with quotes\\\"", // defect syntax
			// Source: github.com/TwiN/gatus/v5/alerting/provider/custom/custom_test.go:186 (syntax: the matching expected CSV body, a body text and not a URI, so the space and quotes are fine; uniform sample 3 of 15 expected alert bodies; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
			ExpectedBody: "endpoint-name,endpoint-group,alert-description,https://example.com,TRIGGERED,test \\\"error with quotes\\\"", // lookalike
			Errors:       []string{"test \"error with quotes\""},
		},
	}
	for _, scenario := range scenarios {
		t.Run(fmt.Sprintf("resolved-%v-with-default-placeholders-and-result-errors", scenario.Resolved), func(t *testing.T) {
			request := alertProvider.buildHTTPRequest(
				&alertProvider.DefaultConfig,
				&endpoint.Endpoint{Name: "endpoint-name", Group: "endpoint-group", URL: "https://example.com"},
				&alert.Alert{Description: &alertDescription},
				&endpoint.Result{Errors: scenario.Errors},
				scenario.Resolved,
			)
			if request.URL.String() != scenario.ExpectedURL {
				t.Error("expected URL to be", scenario.ExpectedURL, "got", request.URL.String())
			}
			body, _ := io.ReadAll(request.Body)
			if string(body) != scenario.ExpectedBody {
				t.Error("expected body to be", scenario.ExpectedBody, "got", string(body))
			}
		})
	}
}
