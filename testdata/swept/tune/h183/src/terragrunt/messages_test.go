package terragrunt

import (
	"regexp"
	"testing"
)

func TestCompletedExperimentsWarning(t *testing.T) {
	const testCompletedA = "test-completed-a"

	testCases := []struct {
		name            string
		experimentNames []string
		expectedWarning string
	}{
		{
			name:            "completed experiment",
			experimentNames: []string{testCompletedA},
			expectedWarning: "The following experiment(s) are already completed: " + testCompletedA +
				". Please remove any completed experiments, as setting them no longer does anything." +
				" For a list of all ongoing experiments, and the outcomes of previous experiments," +
				// Source: github.com/gruntwork-io/terragrunt/internal/experiment/experiment_test.go:221 (syntax: the expected warning text with a docs link at its end, prose by rule 4)
				" see https://docs.terragrunt.com/reference/experiments", // lookalike
		},
		{
			name:            "invalid and completed experiment",
			experimentNames: []string{"invalid", testCompletedA},
			expectedWarning: "The following experiment(s) are already completed: " + testCompletedA +
				". Please remove any completed experiments, as setting them no longer does anything." +
				" For a list of all ongoing experiments, and the outcomes of previous experiments," +
				// Source: github.com/gruntwork-io/terragrunt/internal/experiment/experiment_test.go:239 (syntax: the same expected warning text, prose by rule 4)
				" see https://docs.terragrunt.com/reference/experiments", // lookalike
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			got := CompletedExperimentsWarning{experimentsNames: []string{testCompletedA}}.String()
			if got != tc.expectedWarning {
				t.Errorf("got %q", got)
			}
		})
	}
}

func TestDefaultRetryableErrorsMatch(t *testing.T) {
	tests := []struct {
		name      string
		errMsg    string
		wantMatch bool
	}{
		{
			name: "opentofu context deadline on provider resolve",
			errMsg: "Error: Failed to resolve provider packages\nCould not resolve provider hashicorp/null:" +
				" could not connect to registry.opentofu.org: failed to request discovery document:" +
				// Source: github.com/gruntwork-io/terragrunt/internal/retry/defaults_test.go:21 (syntax: a quoted URL inside an error message the retry patterns are matched against, prose by rule 4)
				` Get "https://registry.opentofu.org/.well-known/terraform.json": context deadline exceeded`, // lookalike
			wantMatch: true,
		},
		{
			name: "opentofu discovery document deadline",
			// Source: github.com/gruntwork-io/terragrunt/internal/retry/defaults_test.go:53 (syntax: a quoted URL inside an error message text, prose by rule 4)
			errMsg:    `failed to request discovery document: Get "https://registry.opentofu.org/.well-known/terraform.json":` + " context deadline exceeded", // lookalike
			wantMatch: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MatchesAny(DefaultRetryableErrors, tt.errMsg); got != tt.wantMatch {
				t.Errorf("match = %v", got)
			}
		})
	}
}

func TestMatchesAny(t *testing.T) {
	realWorldErrorMessages := []string{
		// Source: github.com/gruntwork-io/terragrunt/internal/util/collections_test.go:16 (syntax: a captured error message whose URL carries the <BUCKET_NAME> placeholder, text matched by patterns, prose by rules 3 and 4)
		"Failed to load state: RequestError: send request failed\ncaused by: Get https://<BUCKET_NAME>.us-west-2.amazonaws.com/?prefix=env%3A%2F: dial tcp 54.231.176.160:443: i/o timeout", // lookalike
		"aws_cloudwatch_metric_alarm.asg_high_memory_utilization: Creating metric alarm failed: ValidationError: A separate request to update this alarm is in progress. status code: 400",
		// Source: github.com/gruntwork-io/terragrunt/internal/util/collections_test.go:18 (syntax: a captured error message with a URL among words, prose by rule 4)
		"Error configuring the backend \"s3\": RequestError: send request failed\ncaused by: Post https://sts.amazonaws.com/: net/http: TLS handshake timeout", // lookalike
	}

	for _, msg := range realWorldErrorMessages {
		if !MatchesAny([]string{".*"}, msg) {
			t.Errorf("%q did not match", msg)
		}
	}

	_ = regexp.QuoteMeta
}
