package crowdsec

import (
	"context"
	"net/url"
	"testing"

	"github.com/jarcoal/httpmock"
)

func TestNewAPIC(t *testing.T) {
	ctx := context.Background()

	var testConfig *OnlineApiClientCfg
	setConfig := func() {
		testConfig = &OnlineApiClientCfg{
			Credentials: &ApiCredentialsCfg{
				// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_test.go:210 (plainhttp: plain http to the single-label test host foobar, no public Internet host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
				URL:      "http://foobar/", // lookalike
				Login:    "foo",
				Password: "bar",
			},
		}
	}

	tests := []struct {
		name        string
		expectedErr string
		action      func()
	}{
		{
			name:   "simple",
			action: func() {},
		},
		{
			name: "error in parsing URL",
			// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_test.go:243 (colonpath: a relative reference whose first segment holds a colon, in a case named error in parsing URL that expects exactly that parse error, rules 2a and 2b)
			action:      func() { testConfig.Credentials.URL = "foobar http://" }, // lookalike
			expectedErr: "first path segment in URL cannot contain colon",
		},
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			setConfig()
			httpmock.Activate()
			defer httpmock.DeactivateAndReset()
			// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_test.go:258 (plainhttp: the mocked login endpoint on the single-label test host foobar, no public host, a working test value held to non-test rules by rule 1, and plainhttp exempts single-label names)
			httpmock.RegisterResponder("POST", "http://foobar/v3/watchers/login", httpmock.NewBytesResponder(200, []byte(`{"code":200,"token":"MyToken"}`))) // lookalike
			tc.action()
			_, err := NewAPIC(ctx, testConfig)
			if e := requireErrorContains(err, tc.expectedErr); e != nil {
				t.Error(e)
			}
		})
	}
}

func TestAPICPullTopBLCacheFirstCall(t *testing.T) {
	ctx := context.Background()
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()

	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_test.go:481 (plainhttp: the decisions stream endpoint the test pulls and expects to succeed, plain http to the public CAPI host, rule 1; uniform sample 8 of 32)
	httpmock.RegisterResponder("GET", "http://api.crowdsec.net/api/decisions/stream", httpmock.NewBytesResponder(200, []byte(`{}`))) // defect plainhttp
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_test.go:587 (plainhttp: the mocked blocklist URL the test expects the code to fetch successfully, plain http to the public CAPI host, rule 1; uniform sample 8 of 32)
	httpmock.RegisterResponder("GET", "http://api.crowdsec.net/blocklist1", httpmock.NewStringResponder(200, "1.2.3.6")) // defect plainhttp

	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_test.go:599 (plainhttp: base URL of the API client the test pulls with, plain http to the public CAPI host, rule 1; uniform sample 8 of 32)
	url, err := url.ParseRequestURI("http://api.crowdsec.net/") // defect plainhttp
	if err != nil {
		t.Fatal(err)
	}
	api := &apic{blocklists: []*BlocklistLink{
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_test.go:559 (plainhttp: a blocklist link the code fetches with http.NewRequest and the test expects to succeed, plain http to the public CAPI host, rule 1; uniform sample 8 of 32)
			URL:         strPtr("http://api.crowdsec.net/blocklist1"), // defect plainhttp
			Name:        strPtr("blocklist1"),
			Scope:       strPtr("Ip"),
			Remediation: strPtr("ban"),
			Duration:    strPtr("24h"),
		},
	}}
	apic, err := NewDefaultClient(url, "/api", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	api.apiClient = apic
	if err := api.PullTop(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestAPICSendSignals(t *testing.T) {
	ctx := context.Background()
	api := &apic{}
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_test.go:1046 (plainhttp: base URL of the API client the test sends signals with, plain http to the public CAPI host, rule 1; uniform sample 8 of 32)
	url, _ := url.ParseRequestURI("http://api.crowdsec.net/") // defect plainhttp
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()
	apic, err := NewDefaultClient(url, "/api", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	api.apiClient = apic
	// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/apic_test.go:1062 (plainhttp: the signals endpoint the test posts to and expects to answer, plain http to the public CAPI host, rule 1; uniform sample 8 of 32)
	httpmock.RegisterResponder("POST", "http://api.crowdsec.net/api/signals", httpmock.NewBytesResponder(200, []byte{})) // defect plainhttp
	if err := api.Send(ctx); err != nil {
		t.Fatal(err)
	}
}

func strPtr(s string) *string { return &s }
