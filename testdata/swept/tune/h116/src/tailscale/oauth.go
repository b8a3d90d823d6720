package tailscale

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"golang.org/x/oauth2/clientcredentials"
)

// OAuth authenticates with client credentials.
type OAuth struct {
	ClientID     string
	ClientSecret string
}

func (o *OAuth) config(baseURL string) clientcredentials.Config {
	return clientcredentials.Config{
		ClientID:     o.ClientID,
		ClientSecret: o.ClientSecret,
		// Source: tailscale.com/client/tailscale/v2/oauth.go:33 (baseslash: the token path is appended to the base URL by string concatenation, not resolved against it, so no base path is dropped)
		TokenURL: baseURL + "/api/v2/oauth/token", // lookalike
	}
}

// IdentityFederation exchanges an ID token for an API token.
type IdentityFederation struct {
	clientID string
	idToken  string
	baseURL  string
}

func (i *IdentityFederation) exchangeRequest(ctx context.Context) (*http.Request, error) {
	// Source: tailscale.com/client/tailscale/v2/identityfederation.go:95 (sink: the format starts with the full base URL (scheme and host) of the client, so the request target is absolute)
	exchangeURL := fmt.Sprintf("%s/api/v2/oauth/token-exchange", i.baseURL) // lookalike
	values := url.Values{"client_id": {i.clientID}, "jwt": {i.idToken}}.Encode()
	return http.NewRequestWithContext(ctx, http.MethodPost, exchangeURL, strings.NewReader(values))
}
