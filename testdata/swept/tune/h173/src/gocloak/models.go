package gocloak

// StringP returns a pointer to s.
func StringP(s string) *string { return &s }

// BoolP returns a pointer to b.
func BoolP(b bool) *bool { return &b }

// User is a Keycloak user representation.
type User struct {
	ID            *string `json:"id,omitempty"`
	Username      *string `json:"username,omitempty"`
	Email         *string `json:"email,omitempty"`
	EmailVerified *bool   `json:"emailVerified,omitempty"`
	Enabled       *bool   `json:"enabled,omitempty"`
}

// Client is a Keycloak client representation.
type Client struct {
	ID                      *string  `json:"id,omitempty"`
	ClientID                *string  `json:"clientId,omitempty"`
	BaseURL                 *string  `json:"baseUrl,omitempty"`
	RedirectURIs            []string `json:"redirectUris,omitempty"`
	ClientAuthenticatorType *string  `json:"clientAuthenticatorType,omitempty"`
	Secret                  *string  `json:"secret,omitempty"`
	StandardFlowEnabled     *bool    `json:"standardFlowEnabled,omitempty"`
	ServiceAccountsEnabled  *bool    `json:"serviceAccountsEnabled,omitempty"`
	Enabled                 *bool    `json:"enabled,omitempty"`
}

// IdentityProviderRepresentation represents an identity provider.
type IdentityProviderRepresentation struct {
	Alias       *string           `json:"alias,omitempty"`
	DisplayName *string           `json:"displayName,omitempty"`
	Enabled     *bool             `json:"enabled,omitempty"`
	ProviderID  *string           `json:"providerId,omitempty"`
	Config      map[string]string `json:"config,omitempty"`
}

// Role is a role representation.
type Role struct {
	ID   *string `json:"id,omitempty"`
	Name *string `json:"name,omitempty"`
}
