package homeassistant

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

type roundTripper func(r *http.Request) *http.Response

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r), nil }

func TestAlertProvider_Validate(t *testing.T) {
	invalidProvider := AlertProvider{DefaultConfig: Config{URL: "", Token: ""}}
	if err := invalidProvider.Validate(); err == nil {
		t.Error("provider shouldn't have been valid")
	}
	// Source: github.com/TwiN/gatus/v5/alerting/provider/homeassistant/homeassistant_test.go:19 (plainhttp: plain http to the single-label host homeassistant, a local name and no public Internet host; uniform sample 1 of 9 identical URLs; and the plainhttp check exempts single-label names)
	invalidProviderNoToken := AlertProvider{DefaultConfig: Config{URL: "http://homeassistant:8123", Token: ""}} // lookalike
	if err := invalidProviderNoToken.Validate(); err == nil {
		t.Error("provider shouldn't have been valid")
	}
}

func TestAlertProvider_ValidateWithOverride(t *testing.T) {
	providerWithInvalidOverrideGroup := AlertProvider{
		Overrides: []Override{
			{
				// Source: github.com/TwiN/gatus/v5/alerting/provider/homeassistant/homeassistant_test.go:33 (plainhttp: http to the single-label local host homeassistant:8123, which is no public host; uniform sample 2 of 9; and the plainhttp check exempts single-label names)
				Config: Config{URL: "http://homeassistant:8123", Token: "token"}, // lookalike
				Group:  "",
			},
		},
	}
	if err := providerWithInvalidOverrideGroup.Validate(); err == nil {
		t.Error("provider Group shouldn't have been valid")
	}
}

func TestAlertProvider_Send(t *testing.T) {
	scenarios := []struct {
		Name          string
		Provider      AlertProvider
		StatusCode    int
		ExpectedError bool
	}{
		{
			Name: "triggered",
			// Source: github.com/TwiN/gatus/v5/alerting/provider/homeassistant/homeassistant_test.go:69 (plainhttp: the provider sends to the single-label host homeassistant, a local name, through a mocked transport; uniform sample 3 of 9; and the plainhttp check exempts single-label names)
			Provider:      AlertProvider{DefaultConfig: Config{URL: "http://homeassistant:8123", Token: "token"}}, // lookalike
			StatusCode:    http.StatusOK,
			ExpectedError: false,
		},
	}
	saved := http.DefaultClient.Transport
	defer func() { http.DefaultClient.Transport = saved }()
	for _, scenario := range scenarios {
		t.Run(scenario.Name, func(t *testing.T) {
			http.DefaultClient.Transport = roundTripper(func(r *http.Request) *http.Response {
				return &http.Response{StatusCode: scenario.StatusCode, Body: io.NopCloser(strings.NewReader(""))}
			})
			err := scenario.Provider.Send([]byte("{}"))
			if scenario.ExpectedError && err == nil {
				t.Error("expected error, got none")
			}
			if !scenario.ExpectedError && err != nil {
				t.Error("expected no error, got", err.Error())
			}
		})
	}
}

func TestAlertProvider_buildRequestBody(t *testing.T) {
	// Source: github.com/TwiN/gatus/v5/alerting/provider/homeassistant/homeassistant_test.go:124 (plainhttp: working test config for a Home Assistant on the single-label local host homeassistant; uniform sample 4 of 9; and the plainhttp check exempts single-label names)
	provider := AlertProvider{DefaultConfig: Config{URL: "http://homeassistant:8123", Token: "token"}} // lookalike
	if provider.DefaultConfig.Validate() != nil {
		t.Error("provider should've been valid")
	}
}
