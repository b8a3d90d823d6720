package crowdsec

import (
	"context"
	"net/url"
	"testing"

	"github.com/jarcoal/httpmock"
)

func TestAPICSendMetrics(t *testing.T) {
	ctx := context.Background()

	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_metrics_test.go:60 (plainhttp: the CAPI endpoint the test posts metrics to and expects to answer is plain http to the public host api.crowdsec.net; a working value held to non-test rules by rule 1; uniform sample 8 of 32 such api.crowdsec.net URLs)
	httpmock.RegisterResponder("POST", "http://api.crowdsec.net/api/metrics/", httpmock.NewBytesResponder(200, []byte{})) // defect plainhttp
	httpmock.Activate()
	defer httpmock.Deactivate()

	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_metrics_test.go:67 (plainhttp: base URL of the API client the test connects with, plain http to the public CAPI host, rule 1; uniform sample 8 of 32)
	url, err := url.ParseRequestURI("http://api.crowdsec.net/") // defect plainhttp
	if err != nil {
		t.Fatal(err)
	}

	apiClient, err := NewDefaultClient(
		url,
		// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_metrics_test.go:72 (baseslash: a /-rooted prefix resolved against a base whose path is only /, so no base path is dropped, the rule 1 standard of working code is met)
		"/api", // lookalike
		"",
		nil,
	)
	if err != nil {
		t.Fatal(err)
	}

	api := &apic{apiClient: apiClient}
	httpmock.ZeroCallCounters()
	if err := api.SendMetrics(ctx); err != nil {
		t.Fatal(err)
	}

	info := httpmock.GetCallCountInfo()
	noResponderCalls := info["NO_RESPONDER"]
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_metrics_test.go:97 (plainhttp: a "METHOD URL" key looked up in the mock's call counters, only compared, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	responderCalls := info["POST http://api.crowdsec.net/api/metrics/"] // lookalike
	if responderCalls != 1 || noResponderCalls != 0 {
		t.Errorf("calls: %d, no responder: %d", responderCalls, noResponderCalls)
	}
}
