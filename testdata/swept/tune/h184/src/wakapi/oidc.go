package wakapi

import (
	"fmt"

	"golang.org/x/oauth2"
)

// RegisterOidcProvider builds the OAuth2 configuration of a provider whose
// config passed oidcProviderConfig.Validate.
func RegisterOidcProvider(providerCfg *oidcProviderConfig) *oauth2.Config {
	cfg := Get()
	oauth2Conf := oauth2.Config{
		ClientID:     providerCfg.ClientID,
		ClientSecret: providerCfg.ClientSecret,
		// Source: github.com/muety/wakapi/config/oidc.go:100 (escaper: by the escaper check the provider name in the callback path is validated against ^[a-zA-Z0-9-]+$ and needs no escaping, after a public URL whose trailing slash is trimmed)
		RedirectURL: fmt.Sprintf("%s/oidc/%s/callback", cfg.Server.GetPublicUrl(), providerCfg.Name), // lookalike
	}
	return &oauth2Conf
}
