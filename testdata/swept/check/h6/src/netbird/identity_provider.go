package netbird

import (
	"errors"
	"net/url"
)

var (
	ErrIdentityProviderNameRequired     = errors.New("identity provider name is required")
	ErrIdentityProviderIssuerRequired   = errors.New("identity provider issuer is required")
	ErrIdentityProviderIssuerInvalid    = errors.New("identity provider issuer must be a valid URL")
	ErrIdentityProviderClientIDRequired = errors.New("identity provider client ID is required")
)

// IdentityProviderTypeOIDC is a generic OIDC provider.
const IdentityProviderTypeOIDC = "oidc"

// IdentityProvider is an external identity provider.
type IdentityProvider struct {
	Name     string
	Type     string
	Issuer   string
	ClientID string
}

// Validate checks the identity provider.
func (idp *IdentityProvider) Validate() error {
	if idp.Name == "" {
		return ErrIdentityProviderNameRequired
	}
	if idp.Issuer == "" {
		return ErrIdentityProviderIssuerRequired
	}
	u, err := url.Parse(idp.Issuer)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return ErrIdentityProviderIssuerInvalid
	}
	if idp.ClientID == "" {
		return ErrIdentityProviderClientIDRequired
	}
	return nil
}
