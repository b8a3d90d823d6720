// Package oidcauth holds cases rewritten from github.com/open-telemetry/opentelemetry-collector-contrib/extension/oidcauthextension.
package oidcauth

import (
	"context"
	"fmt"

	"github.com/coreos/go-oidc/v3/oidc"
)

// ProviderCfg configures one OIDC provider.
type ProviderCfg struct {
	IssuerURL      string
	Audience       string
	PublicKeysFile string
	IgnoreIssuer   bool
}

// Config is the extension configuration.
type Config struct {
	Providers []ProviderCfg
}

type oidcExtension struct {
	providers map[string]*oidc.Provider
}

func newExtension() *oidcExtension {
	return &oidcExtension{providers: map[string]*oidc.Provider{}}
}

func (e *oidcExtension) processProviderConfig(ctx context.Context, p ProviderCfg) error {
	if p.PublicKeysFile != "" {
		e.providers[p.IssuerURL] = nil
		return nil
	}
	provider, err := oidc.NewProvider(ctx, p.IssuerURL)
	if err != nil {
		return fmt.Errorf("failed to create OIDC provider for %q: %w", p.IssuerURL, err)
	}
	e.providers[p.IssuerURL] = provider
	return nil
}

func (e *oidcExtension) start(ctx context.Context, cfg *Config) error {
	for _, p := range cfg.Providers {
		if err := e.processProviderConfig(ctx, p); err != nil {
			return err
		}
	}
	return nil
}
