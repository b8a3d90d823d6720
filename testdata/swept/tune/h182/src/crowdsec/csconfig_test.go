package crowdsec

import "testing"

func TestLoadOnlineApiClientCfg(t *testing.T) {
	tests := []struct {
		name     string
		expected *ApiCredentialsCfg
	}{
		{
			name: "basic valid configuration",
			expected: &ApiCredentialsCfg{
				// Source: github.com/crowdsecurity/crowdsec/pkg/csconfig/api_test.go:92 (plainhttp: crowdsec.api sits under no delegated top-level domain, a made-up test host and no public Internet host, a working test value held to non-test rules by rule 1, and plainhttp exempts test hosts)
				URL:      "http://crowdsec.api", // lookalike
				Login:    "test",
				Password: "testpassword",
				PapiURL:  PAPIBaseURL,
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.expected.URL == "" {
				t.Fatal("no URL")
			}
		})
	}
}
