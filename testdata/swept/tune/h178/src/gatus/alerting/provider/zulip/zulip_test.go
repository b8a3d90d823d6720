package zulip

import (
	"io"
	"net/http"
	"testing"
)

type roundTripper func(r *http.Request) *http.Response

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r), nil }

func TestAlertProvider_Send(t *testing.T) {
	validateRequest := func(req *http.Request) {
		// Source: github.com/TwiN/gatus/v5/alerting/provider/zulip/zulip_test.go:231 (hostform: the expected URL the provider builds from the domain custom-domain, a valid single-label host name; and the hostform check lists no single-label form as a defect)
		if req.URL.String() != "https://custom-domain/api/v1/messages" { // lookalike
			// Source: github.com/TwiN/gatus/v5/alerting/provider/zulip/zulip_test.go:232 (syntax: a URL inside a test failure message joined to words around it, prose by rule 4)
			t.Errorf("ExpectedError url https://custom-domain.zulipchat.com/api/v1/messages, got %s", req.URL.String()) // lookalike
		}
		if req.Method != http.MethodPost {
			t.Errorf("ExpectedError POST request, got %s", req.Method)
		}
	}
	saved := http.DefaultClient.Transport
	defer func() { http.DefaultClient.Transport = saved }()
	http.DefaultClient.Transport = roundTripper(func(r *http.Request) *http.Response {
		validateRequest(r)
		return &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(nil)}
	})
	provider := &AlertProvider{DefaultConfig: Config{BotEmail: "bot-email", BotAPIKey: "bot-api-key", Domain: "custom-domain", ChannelID: "channel-id"}}
	if err := provider.Send(&provider.DefaultConfig, "content=x"); err != nil {
		t.Error("expected no error, got", err)
	}
}
