package endpoint

import (
	"strings"
	"testing"
	"time"

	"gatus/client"
	"gatus/config/gontext"
)

func TestEndpoint(t *testing.T) {
	type Scenario struct {
		Name           string
		Endpoint       Endpoint
		ExpectedResult *Result
	}
	scenarios := []Scenario{
		{
			Name: "endpoint-that-will-time-out-and-hidden-hostname",
			Endpoint: Endpoint{
				Name:         "endpoint-that-will-time-out",
				URL:          "https://twin.sh:9999/health",
				Conditions:   []Condition{"[CONNECTED] == true"},
				UIConfig:     &UIConfig{HideHostname: true, HidePort: true},
				ClientConfig: &client.Config{Timeout: time.Millisecond},
			},
			ExpectedResult: &Result{
				Success:   false,
				Connected: false,
				Hostname:  "", // Because Endpoint.UIConfig.HideHostname is true, this should be empty.
				// Because Endpoint.UIConfig.HideHostname is true, the hostname should be replaced by <redacted>.
				// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint_test.go:208 (port: the <redacted> host and port are masks in an expected error text produced by the hostname redaction, rules 3, 4 and 2c)
				Errors: []string{`Get "https://<redacted>:<redacted>/health": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`}, // lookalike
			},
		},
	}
	for _, scenario := range scenarios {
		t.Run(scenario.Name, func(t *testing.T) {
			result := scenario.Endpoint.EvaluateHealth()
			if result.Connected != scenario.ExpectedResult.Connected {
				t.Errorf("expected Connected=%v, got %v", scenario.ExpectedResult.Connected, result.Connected)
			}
			if len(result.Errors) != len(scenario.ExpectedResult.Errors) {
				t.Errorf("expected errors %v, got %v", scenario.ExpectedResult.Errors, result.Errors)
			}
		})
	}
}

func TestEndpoint_preprocessWithContext(t *testing.T) {
	// This test thoroughly exercises the replaceContextPlaceholders function
	tests := []struct {
		name                  string
		endpoint              *Endpoint
		context               map[string]interface{}
		expectedURL           string
		expectedErrorCount    int
		expectedErrorContains []string
	}{
		{
			name: "successful_url_replacement",
			endpoint: &Endpoint{
				URL: "https://api.example.com/users/[CONTEXT].userId",
			},
			context: map[string]interface{}{
				"userId": "12345",
			},
			expectedURL:        "https://api.example.com/users/12345",
			expectedErrorCount: 0,
		},
		{
			name: "multiple_placeholders_in_url",
			endpoint: &Endpoint{
				// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint_test.go:1169 (syntax: a [CONTEXT] template judged as the URL it becomes when filled, https://api.example.com/api/v2/users/12345, which is well formed, by the template rule)
				URL: "https://[CONTEXT].host/api/v[CONTEXT].version/users/[CONTEXT].userId", // lookalike
			},
			context: map[string]interface{}{
				"host":    "api.example.com",
				"version": "2",
				"userId":  "12345",
			},
			expectedURL:        "https://api.example.com/api/v2/users/12345",
			expectedErrorCount: 0,
		},
		{
			name: "multiple_missing_context_paths",
			endpoint: &Endpoint{
				// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint_test.go:1248 (syntax: unfilled placeholders in a case that expects resolution errors, a deliberate fixture by rule 2a)
				URL:  "https://[CONTEXT].missingHost/users/[CONTEXT].missingUserId", // lookalike
				Body: `{"token": "[CONTEXT].missingToken"}`,
			},
			context: map[string]interface{}{
				"validKey": "validValue",
			},
			// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint_test.go:1254 (syntax: the expected URL of the same error case, placeholders kept for error reporting, a deliberate fixture by rule 2a)
			expectedURL:        "https://[CONTEXT].missingHost/users/[CONTEXT].missingUserId", // lookalike
			expectedErrorCount: 2,                                                             // 1 for URL (both placeholders), 1 for Body
			expectedErrorContains: []string{
				"path 'missingHost' not found",
				"path 'missingUserId' not found",
				"path 'missingToken' not found",
			},
		},
		{
			name: "special_characters_in_context_values",
			endpoint: &Endpoint{
				URL: "https://api.example.com/search?q=[CONTEXT].query",
			},
			context: map[string]interface{}{
				"query": "hello world & special chars!",
			},
			// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint_test.go:1312 (syntax: the expected output of code that builds the request URL, expected to succeed, holds a raw space and a bare '&' in the query, so by rule 1 it is held to non-test rules and is broken)
			expectedURL:        "https://api.example.com/search?q=hello world & special chars!", // defect syntax
			expectedErrorCount: 0,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ctx *gontext.Gontext
			if tt.context != nil {
				ctx = gontext.New(tt.context)
			}
			result := &Result{}
			processed := tt.endpoint.preprocessWithContext(result, ctx)
			if processed.URL != tt.expectedURL {
				t.Errorf("URL mismatch:\nexpected: %s\nactual:   %s", tt.expectedURL, processed.URL)
			}
			if len(result.Errors) != tt.expectedErrorCount {
				t.Errorf("Error count mismatch:\nexpected: %d\nactual:   %d\nerrors: %v", tt.expectedErrorCount, len(result.Errors), result.Errors)
			}
			if tt.expectedErrorContains != nil {
				actualErrors := strings.Join(result.Errors, " ")
				for _, expectedError := range tt.expectedErrorContains {
					if !strings.Contains(actualErrors, expectedError) {
						t.Errorf("Expected error containing '%s' not found in: %v", expectedError, result.Errors)
					}
				}
			}
		})
	}
}
