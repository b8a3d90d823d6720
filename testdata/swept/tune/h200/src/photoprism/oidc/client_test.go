package oidc

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

const OidcDefaultScopes = "openid email profile address"

func TestNewClient(t *testing.T) {
	t.Run("Prod", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/auth/oidc/client_test.go:14 (plainhttp: the test expects NewClient to reject the plain http issuer when insecure is false, rule 2a, and the host is the single-label docker host dummy-oidc)
		uri, err := url.Parse("http://dummy-oidc:9998") // lookalike

		assert.NoError(t, err)

		client, err := NewClient(uri, "csg6yqvykh0780f9", "nd09wkee0ElsMvzLGkgWS9wJAttHwF2h", OidcDefaultScopes, "https://app.localssl.dev/", false)

		assert.Error(t, err)
		assert.Nil(t, client)
	})
	t.Run("Debug", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/auth/oidc/client_test.go:31 (plainhttp: the issuer the client connects to in debug mode is the single-label docker host dummy-oidc, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
		uri, err := url.Parse("http://dummy-oidc:9998") // lookalike

		assert.NoError(t, err)

		client, err := NewClient(uri, "csg6yqvykh0780f9", "nd09wkee0ElsMvzLGkgWS9wJAttHwF2h", OidcDefaultScopes, "https://app.localssl.dev/", true)

		assert.NoError(t, err)
		assert.IsType(t, &Client{}, client)
	})
	t.Run("EmptyScopes", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/auth/oidc/client_test.go:48 (plainhttp: working issuer on the single-label test host dummy-oidc, not a public host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
		uri, err := url.Parse("http://dummy-oidc:9998") // lookalike

		assert.NoError(t, err)

		client, err := NewClient(uri, "csg6yqvykh0780f9", "nd09wkee0ElsMvzLGkgWS9wJAttHwF2h", "", "https://app.localssl.dev/", true)

		assert.NoError(t, err)
		assert.IsType(t, &Client{}, client)
	})
	t.Run("EmptyRedirectUrl", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/auth/oidc/client_test.go:78 (plainhttp: issuer on the single-label docker host dummy-oidc, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
		uri, parseErr := url.Parse("http://dummy-oidc:9998") // lookalike

		assert.NoError(t, parseErr)

		client, _ := NewClient(uri, "csg6yqvykh0780f9", "nd09wkee0ElsMvzLGkgWS9wJAttHwF2h", OidcDefaultScopes, "", true)

		assert.Nil(t, client)
	})
	t.Run("ServiceDiscoveryFails", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/auth/oidc/client_test.go:94 (hostform: the test expects service discovery to fail for this issuer, rule 2a, and a single-label host is no bad host form anyway)
		uri, err := url.Parse("https://dummy-oidc:9998") // lookalike

		assert.NoError(t, err)

		client, err := NewClient(uri, "csg6yqvykh0780f9", "nd09wkee0ElsMvzLGkgWS9wJAttHwF2h", OidcDefaultScopes, "https://app.localssl.dev/", true)

		assert.Error(t, err)
		assert.Nil(t, client)
	})
}
