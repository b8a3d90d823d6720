package portainer

import (
	"fmt"
	"testing"
)

const (
	dummyOAuthClientID = "1a2b3c4d"
	dummyOAuthScopes   = "scopes"
	// Source: github.com/portainer/portainer/api/http/handler/settings/settings_public_test.go:13 (a dummy value the test only formats and compares as a string; nothing reads it as a URI)
	dummyOAuthAuthenticationURI = "example.com/auth" // lookalike
	// Source: github.com/portainer/portainer/api/http/handler/settings/settings_public_test.go:14 (the same kind of dummy value, only formatted and compared)
	dummyOAuthRedirectURI = "example.com/redirect" // lookalike
)

func publicLoginURI(authURI, clientID, redirectURI, scopes string) string {
	return fmt.Sprintf("%s?response_type=code&client_id=%s&redirect_uri=%s&scope=%s", authURI, clientID, redirectURI, scopes)
}

func TestPublicSettings(t *testing.T) {
	want := fmt.Sprintf("%s?response_type=code&client_id=%s&redirect_uri=%s&scope=%s",
		dummyOAuthAuthenticationURI, dummyOAuthClientID, dummyOAuthRedirectURI, dummyOAuthScopes)
	if got := publicLoginURI(dummyOAuthAuthenticationURI, dummyOAuthClientID, dummyOAuthRedirectURI, dummyOAuthScopes); got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}
