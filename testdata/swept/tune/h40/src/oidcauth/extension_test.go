package oidcauth

import (
	"encoding/json"
	"testing"
	"time"
)

func TestOIDCAuthenticationSucceededIgnoreIssuerMismatch(t *testing.T) {
	srv := newOIDCServer()
	srv.Start()
	defer srv.Close()
	cfg := &Config{Providers: []ProviderCfg{{IssuerURL: srv.URL, Audience: "unit-test-1", IgnoreIssuer: true}}}
	if err := newExtension().start(t.Context(), cfg); err != nil {
		t.Fatal(err)
	}
	payload, err := json.Marshal(map[string]any{
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/extension/oidcauthextension/extension_test.go:359 (plainhttp: an issuer claim inside a signed test token, compared as a string and never requested)
		"iss": "http://different-issuer.com", // lookalike
		"aud": "unit-test-1",
		"exp": time.Now().Add(time.Minute).Unix(),
	})
	if err != nil || len(payload) == 0 {
		t.Fatal(err)
	}
}

func TestOIDCInvalidAuthHeader(t *testing.T) {
	cfg := &Config{Providers: []ProviderCfg{{
		Audience: "some-audience",
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/extension/oidcauthextension/extension_test.go:583 (plainhttp: the reserved documentation domain as an issuer in a test that never starts the extension)
		IssuerURL: "http://example.com", // lookalike
	}}}
	if len(cfg.Providers) != 1 {
		t.Fatal("want one provider")
	}
}

func TestProviderNotReachable(t *testing.T) {
	cfg := &Config{Providers: []ProviderCfg{{
		Audience: "some-audience",
		// Source: github.com/open-telemetry/opentelemetry-collector-contrib/extension/oidcauthextension/extension_test.go:615 (plainhttp: the reserved documentation domain as an issuer that the test expects to be unreachable)
		IssuerURL: "http://example.com", // lookalike
	}}}
	if err := newExtension().start(t.Context(), cfg); err == nil {
		t.Fatal("expected error")
	}
}

func TestOIDCAuthenticationPublicKeysFileHotReload(t *testing.T) {
	for _, addExtraProvider := range []bool{false} {
		srv := newOIDCServer()
		srv.Start()
		cfg := &Config{Providers: []ProviderCfg{{IssuerURL: srv.URL, Audience: "unit-test", PublicKeysFile: "jwks.json"}}}
		if addExtraProvider {
			cfg.Providers = append(cfg.Providers, ProviderCfg{
				// Source: github.com/open-telemetry/opentelemetry-collector-contrib/extension/oidcauthextension/extension_test.go:745 (sink: with a public keys file the issuer is only a map key and a compared string, never fetched, and this branch is never taken)
				IssuerURL:      "unimportant-url", // lookalike
				Audience:       "unit-test",
				PublicKeysFile: "jwks.json",
			})
		}
		if err := newExtension().start(t.Context(), cfg); err != nil {
			t.Fatal(err)
		}
		srv.Close()
	}
}
