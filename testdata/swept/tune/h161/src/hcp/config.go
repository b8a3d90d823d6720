package hcp

import (
	"crypto/tls"
	"errors"
	"net/url"
	"os"
	"strings"
)

const (
	envVarAuthURL           = "HCP_AUTH_URL"
	envVarPortalURL         = "HCP_PORTAL_URL"
	envVarAPIHostnameLegacy = "HCP_API_HOST"
)

type hcpConfig struct {
	authURL       *url.URL
	portalURL     *url.URL
	apiAddress    string
	authTLSConfig *tls.Config
}

// HCPConfigOption changes an hcpConfig.
type HCPConfigOption func(*hcpConfig) error

func apply(c *hcpConfig, opts ...HCPConfigOption) error {
	for _, o := range opts {
		if err := o(c); err != nil {
			return err
		}
	}
	return nil
}

// WithAuth sets the auth URL.
func WithAuth(authURL string, tlsConfig *tls.Config) HCPConfigOption {
	return func(c *hcpConfig) error {
		u, err := url.Parse(authURL)
		if err != nil {
			return err
		}
		if tlsConfig == nil {
			tlsConfig = &tls.Config{}
		}
		c.authURL = u
		c.authTLSConfig = tlsConfig
		return nil
	}
}

// WithPortalURL sets the portal URL.
func WithPortalURL(portalURL string) HCPConfigOption {
	return func(c *hcpConfig) error {
		u, err := url.Parse(portalURL)
		if err != nil {
			return err
		}
		c.portalURL = u
		return nil
	}
}

func (c *hcpConfig) oauth2Endpoint(name string) string {
	return c.authURL.JoinPath("oauth2", name).String()
}

func (c *hcpConfig) validate() error {
	if c.authURL != nil && c.authURL.Scheme != "https" {
		return errors.New("the auth URL has to use https at its scheme")
	}
	return nil
}

// NewHCPConfig builds and validates a configuration.
func NewHCPConfig(opts ...HCPConfigOption) (*hcpConfig, error) {
	c := &hcpConfig{}
	if err := apply(c, opts...); err != nil {
		return nil, err
	}
	return c, c.validate()
}

// FromEnv reads the configuration from the environment.
func FromEnv() HCPConfigOption {
	return func(c *hcpConfig) error {
		if v, ok := os.LookupEnv(envVarAuthURL); ok {
			if err := apply(c, WithAuth(v, nil)); err != nil {
				return err
			}
		}
		if v, ok := os.LookupEnv(envVarPortalURL); ok {
			if err := apply(c, WithPortalURL(v)); err != nil {
				return err
			}
		}
		if legacy, ok := os.LookupEnv(envVarAPIHostnameLegacy); ok {
			// Source: github.com/hashicorp/hcp-sdk-go/config/env.go:126 (hostform: a bare scheme prefix tested with strings.HasPrefix to strip it, not a URI that needs a host)
			if strings.HasPrefix(strings.ToLower(legacy), "https://") { // lookalike
				legacy = legacy[8:]
			}
			c.apiAddress = legacy
		}
		return nil
	}
}

func (c *hcpConfig) tokenURL() string {
	tokenURL := *c.authURL
	// Source: github.com/hashicorp/hcp-sdk-go/config/tokensource.go:103 (baseslash: the token path is assigned to the Path field of a copy of the auth URL on purpose, no reference is resolved against a base)
	tokenURL.Path = "/oauth2/token" // lookalike
	return tokenURL.String()
}
