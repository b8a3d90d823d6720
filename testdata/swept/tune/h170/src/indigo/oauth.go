package indigo

import (
	"fmt"
	"net/url"
	"strings"
)

// ClientConfig is an OAuth client configuration (atproto/auth/oauth).
type ClientConfig struct {
	ClientID    string
	CallbackURL string
	UserAgent   string
	Scopes      []string
}

// Creates a basic [ClientConfig] for use as a public (non-confidential) client.
func NewPublicConfig(clientID, callbackURL string, scopes []string) ClientConfig {
	return ClientConfig{ClientID: clientID, CallbackURL: callbackURL, UserAgent: "indigo-sdk", Scopes: scopes}
}

// Creates a basic [ClientConfig] for use with localhost developmnet. Such a client is always public (non-confidential).
func NewLocalhostConfig(callbackURL string, scopes []string) ClientConfig {
	params := make(url.Values)
	params.Set("redirect_uri", callbackURL)
	params.Set("scope", strings.Join(scopes, " "))
	c := ClientConfig{
		// Source: github.com/bluesky-social/indigo/atproto/auth/oauth/oauth.go:102 (escaper: the localhost client_id query is filled from url.Values.Encode, correctly escaped, on the loopback client URL the atproto OAuth profile prescribes; fine by the check's definition)
		ClientID:    fmt.Sprintf("http://localhost?%s", params.Encode()), // lookalike
		CallbackURL: callbackURL,
		UserAgent:   "indigo-sdk",
		Scopes:      scopes,
	}
	return c
}

// ClientApp runs OAuth flows.
type ClientApp struct {
	Config *ClientConfig
}

// High-level helper for starting a new session.
//
// The `identifier` argument can be an atproto account identifier (handle or DID), or can be a URL to the account's auth server.
func (app *ClientApp) StartAuthFlow(identifier string) (string, error) {
	var authserverURL string
	// Source: github.com/bluesky-social/indigo/atproto/auth/oauth/oauth.go:533 (sink: a bare scheme only searched for with strings.HasPrefix to tell a URL from an identifier, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	if strings.HasPrefix(identifier, "https://") { // lookalike
		authserverURL = identifier
	} else {
		if _, err := ParseAtIdentifier(identifier); err != nil {
			return "", fmt.Errorf("not a valid account identifier (%s): %w", identifier, err)
		}
	}
	return authserverURL, nil
}
