package fulcio

import (
	"os"
	"path/filepath"
	"testing"
)

func TestLoadYamlConfig(t *testing.T) {
	cfgPath := filepath.Join(t.TempDir(), "config.json")
	if err := os.WriteFile(cfgPath, []byte(validJSONCfg), 0644); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := cfg.GetIssuer("https://accounts.google.com")
	if !ok {
		t.Error("expected true, got false")
	}
	if got.IssuerURL != "https://accounts.google.com" {
		// Source: github.com/sigstore/fulcio/pkg/config/config_network_test.go:50 (syntax: the expected URL inside a failure message joined to words and a verb, prose by rule 4)
		t.Errorf("expected https://accounts.google.com, got %s", got.IssuerURL) // lookalike
	}
	got, ok = cfg.GetIssuer("https://oidc.eks.fantasy-land.amazonaws.com/id/CLUSTERIDENTIFIER")
	if !ok {
		t.Error("expected true, got false")
	}
	if got.IssuerURL != "https://oidc.eks.fantasy-land.amazonaws.com/id/CLUSTERIDENTIFIER" {
		// Source: github.com/sigstore/fulcio/pkg/config/config_network_test.go:64 (syntax: the expected issuer URL inside a failure message, prose by rule 4)
		t.Errorf("expected https://oidc.eks.fantasy-land.amazonaws.com/id/CLUSTERIDENTIFIER, got %s", got.IssuerURL) // lookalike
	}
}

func TestLoadJsonConfig(t *testing.T) {
	cfgPath := filepath.Join(t.TempDir(), "config.json")
	if err := os.WriteFile(cfgPath, []byte(validJSONCfg), 0644); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := cfg.GetIssuer("https://accounts.google.com")
	if !ok {
		t.Error("expected true, got false")
	}
	if got.IssuerURL != "https://accounts.google.com" {
		// Source: github.com/sigstore/fulcio/pkg/config/config_network_test.go:103 (syntax: the expected URL inside a failure message, prose by rule 4)
		t.Errorf("expected https://accounts.google.com, got %s", got.IssuerURL) // lookalike
	}
	got, ok = cfg.GetIssuer("https://oidc.eks.fantasy-land.amazonaws.com/id/CLUSTERIDENTIFIER")
	if !ok {
		t.Error("expected true, got false")
	}
	if got.IssuerURL != "https://oidc.eks.fantasy-land.amazonaws.com/id/CLUSTERIDENTIFIER" {
		// Source: github.com/sigstore/fulcio/pkg/config/config_network_test.go:117 (syntax: the expected issuer URL inside a failure message, prose by rule 4)
		t.Errorf("expected https://oidc.eks.fantasy-land.amazonaws.com/id/CLUSTERIDENTIFIER, got %s", got.IssuerURL) // lookalike
	}
}
