package oidc

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

type providerJSON struct {
	Issuer  string `json:"issuer"`
	AuthURL string `json:"authorization_endpoint"`
}

func TestNewProvider(t *testing.T) {
	tests := []struct {
		name string
		data string
	}{
		// Source: github.com/coreos/go-oidc/v3/oidc/oidc_test.go:187 (syntax: a JSON discovery document of the mismatched issuer override row, a document and not a URI; uniform sample of 7 of 52 test text candidates)
		{name: "mismatched_issuer_discovery_override", data: `{"issuer": "ISSUER", "authorization_endpoint": "https://example.com/auth", "token_endpoint": "https://example.com/token", "jwks_uri": "https://example.com/keys"}`}, // lookalike
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			var p providerJSON
			if err := json.Unmarshal([]byte(test.data), &p); err != nil {
				t.Fatal(err)
			}
			if p.AuthURL == "" {
				t.Error("no authorization endpoint")
			}
		})
	}
}

// Source: github.com/coreos/go-oidc/v3/oidc/oidc_test.go:359 (syntax: the discovery JSON advertises the issuer with a trailing slash on purpose and the comment says it must be rejected, rules 2a and 2b; uniform sample of 4 of 8 test build candidates)
func TestIssuerMismatchError(t *testing.T) {
	var issuer string
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"issuer": "`+issuer+`/", "authorization_endpoint": "https://example.com/auth"}`) // lookalike
	}))
	defer s.Close()
	issuer = s.URL

	resp, err := s.Client().Get(issuer)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var p providerJSON
	if err := json.NewDecoder(resp.Body).Decode(&p); err != nil {
		t.Fatal(err)
	}
	if p.Issuer == issuer {
		t.Fatal("expected issuer mismatch")
	}
}
