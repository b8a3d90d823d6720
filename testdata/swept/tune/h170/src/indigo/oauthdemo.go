package indigo

import (
	"fmt"
	"net/http"
)

// oauth-web-demo (atproto/auth/oauth/cmd/oauth-web-demo)

func runServer(cmd *Command) error {
	scopes := []string{"atproto"}
	bind := ":8080"

	var config ClientConfig
	hostname := cmd.String("hostname")
	if hostname == "" {
		config = NewLocalhostConfig(
			// Source: github.com/bluesky-social/indigo/atproto/auth/oauth/cmd/oauth-web-demo/main.go:94 (syntax: the %s verb is filled with the constant bind address :8080, giving a valid loopback callback URL; by the rule that a template is judged as the URI it becomes when filled)
			fmt.Sprintf("http://127.0.0.1%s/oauth/callback", bind), // lookalike
			scopes,
		)
	} else {
		config = NewPublicConfig(
			// Source: github.com/bluesky-social/indigo/atproto/auth/oauth/cmd/oauth-web-demo/main.go:100 (syntax: a template whose %s is the configured public hostname, a valid https URL once filled; by the rule that a template is judged as the URI it becomes when filled)
			fmt.Sprintf("https://%s/oauth/client-metadata.json", hostname), // lookalike
			// Source: github.com/bluesky-social/indigo/atproto/auth/oauth/cmd/oauth-web-demo/main.go:101 (syntax: the same hostname template for the callback URL, valid once filled; by the rule that a template is judged as the URI it becomes when filled)
			fmt.Sprintf("https://%s/oauth/callback", hostname), // lookalike
			scopes,
		)
	}
	_ = config
	return http.ListenAndServe(bind, nil)
}

// ClientMetadata is the OAuth client metadata document.
type ClientMetadata struct {
	JWKSURI   *string
	ClientURI *string
}

func strPtr(raw string) *string { return &raw }

type oauthDemoServer struct {
	confidential bool
}

func (s *oauthDemoServer) ClientMetadata(w http.ResponseWriter, r *http.Request) {
	meta := ClientMetadata{}
	if s.confidential {
		// Source: github.com/bluesky-social/indigo/atproto/auth/oauth/cmd/oauth-web-demo/main.go:171 (syntax: the %s is the request Host the demo is served on, a valid https URL once filled; by the rule that a template is judged as the URI it becomes when filled)
		meta.JWKSURI = strPtr(fmt.Sprintf("https://%s/oauth/jwks.json", r.Host)) // lookalike
	}
	// Source: github.com/bluesky-social/indigo/atproto/auth/oauth/cmd/oauth-web-demo/main.go:174 (syntax: scheme plus the request Host, a valid origin URL once filled; by the rule that a template is judged as the URI it becomes when filled)
	meta.ClientURI = strPtr(fmt.Sprintf("https://%s", r.Host)) // lookalike
	_ = meta
}
