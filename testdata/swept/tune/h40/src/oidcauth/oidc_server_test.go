package oidcauth

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
)

func newOIDCServer() *httptest.Server {
	mux := http.NewServeMux()
	server := httptest.NewUnstartedServer(mux)
	mux.HandleFunc("/.well-known/openid-configuration", func(w http.ResponseWriter, _ *http.Request) {
		_ = json.NewEncoder(w).Encode(map[string]any{
			"issuer": server.URL,
			// Source: github.com/open-telemetry/opentelemetry-collector-contrib/extension/oidcauthextension/oidc_server_test.go:48 (dotsegment: the well-known segment starts with a dot but is not a dot segment, and the test server URL has no trailing slash)
			"jwks_uri": fmt.Sprintf("%s/.well-known/jwks.json", server.URL), // lookalike
		})
	})
	return server
}
