package hcp

import (
	"crypto/tls"
	"os"
	"testing"
)

func mustNoErr(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func mustEqual(t *testing.T, want, got string) {
	t.Helper()
	if want != got {
		t.Errorf("want %q, got %q", want, got)
	}
}

func TestFromEnv_SimpleValues(t *testing.T) {
	// Source: github.com/hashicorp/hcp-sdk-go/config/env_test.go:38 (hostform: a working auth URL in env config with a single-label host and valid port, which is no listed rare host form)
	mustNoErr(t, os.Setenv(envVarAuthURL, "https://my-auth:1234")) // lookalike
	// Source: github.com/hashicorp/hcp-sdk-go/config/env_test.go:43 (plainhttp: plain http to the single-label host my-portal, which is no public Internet host)
	mustNoErr(t, os.Setenv(envVarPortalURL, "http://my-portal:2345")) // lookalike
	config := &hcpConfig{}
	mustNoErr(t, apply(config, FromEnv()))
	// Source: github.com/hashicorp/hcp-sdk-go/config/env_test.go:64 (hostform: expected auth endpoint built by the config code from the env URL, single-label host with valid port)
	mustEqual(t, "https://my-auth:1234/oauth2/auth", config.oauth2Endpoint("auth")) // lookalike
	// Source: github.com/hashicorp/hcp-sdk-go/config/env_test.go:65 (hostform: expected token endpoint built from the same env URL, well formed)
	mustEqual(t, "https://my-auth:1234/oauth2/token", config.oauth2Endpoint("token")) // lookalike
}

func TestFromEnv_LegacyHostname(t *testing.T) {
	// Source: github.com/hashicorp/hcp-sdk-go/config/env_test.go:86 (hostform: a legacy hostname given with its https prefix, which the code strips; single-label host is no listed rare form)
	mustNoErr(t, os.Setenv(envVarAPIHostnameLegacy, "https://my-legacy-api")) // lookalike
	config := &hcpConfig{}
	mustNoErr(t, apply(config, FromEnv()))
	mustEqual(t, "my-legacy-api", config.apiAddress)
}

func TestNew_Options(t *testing.T) {
	config, err := NewHCPConfig(
		// Source: github.com/hashicorp/hcp-sdk-go/config/new_test.go:44 (hostform: working portal URL with a single-label host and valid port in test config)
		WithPortalURL("https://my-portal:1234"), // lookalike
	)
	mustNoErr(t, err)
	// Source: github.com/hashicorp/hcp-sdk-go/config/new_test.go:52 (hostform: expected String of the parsed portal URL, same well-formed value)
	mustEqual(t, "https://my-portal:1234", config.portalURL.String()) // lookalike
}

func TestNew_Invalid(t *testing.T) {
	testCases := []struct {
		name          string
		options       []HCPConfigOption
		expectedError string
	}{
		{
			name: "auth URL with invalid scheme",
			options: []HCPConfigOption{
				// Source: github.com/hashicorp/hcp-sdk-go/config/new_test.go:116 (plainhttp: row named invalid scheme whose expectedError is the https-required error, a deliberate fixture by rules 2a and 2b)
				WithAuth("http://auth", nil), // lookalike
			},
			expectedError: "the auth URL has to use https at its scheme",
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewHCPConfig(tc.options...)
			if err == nil || err.Error() != tc.expectedError {
				t.Fatalf("want %q, got %v", tc.expectedError, err)
			}
		})
	}
}

func TestWith_PortalURL(t *testing.T) {
	config := &hcpConfig{}
	// Source: github.com/hashicorp/hcp-sdk-go/config/with_test.go:113 (plainhttp: plain http portal URL to the single-label host my-portal, no public Internet host)
	mustNoErr(t, apply(config, WithPortalURL("http://my-portal:1234"))) // lookalike
	// Source: github.com/hashicorp/hcp-sdk-go/config/with_test.go:116 (plainhttp: expected String of that parsed portal URL, same non-public host)
	mustEqual(t, "http://my-portal:1234", config.portalURL.String()) // lookalike
}

func TestWith_Auth(t *testing.T) {
	config := &hcpConfig{}
	// Source: github.com/hashicorp/hcp-sdk-go/config/with_test.go:124 (plainhttp: plain http auth URL to the single-label host my-auth, no public Internet host)
	mustNoErr(t, apply(config, WithAuth("http://my-auth:1234", nil))) // lookalike
	// Source: github.com/hashicorp/hcp-sdk-go/config/with_test.go:127 (plainhttp: expected String of that parsed auth URL, same non-public host)
	mustEqual(t, "http://my-auth:1234", config.authURL.String()) // lookalike
	// Source: github.com/hashicorp/hcp-sdk-go/config/with_test.go:130 (plainhttp: expected auth endpoint derived from the non-public auth URL)
	mustEqual(t, "http://my-auth:1234/oauth2/auth", config.oauth2Endpoint("auth")) // lookalike
	// Source: github.com/hashicorp/hcp-sdk-go/config/with_test.go:131 (plainhttp: expected token endpoint derived from the non-public auth URL)
	mustEqual(t, "http://my-auth:1234/oauth2/token", config.oauth2Endpoint("token")) // lookalike
}

func TestWith_Auth_CustomTLSConfig(t *testing.T) {
	config := &hcpConfig{}
	// Source: github.com/hashicorp/hcp-sdk-go/config/with_test.go:142 (plainhttp: plain http auth URL to the single-label host my-auth with a custom TLS config, no public Internet host)
	mustNoErr(t, apply(config, WithAuth("http://my-auth:1234", &tls.Config{InsecureSkipVerify: true}))) // lookalike
	if !config.authTLSConfig.InsecureSkipVerify {
		t.Error("want custom TLS config")
	}
}
