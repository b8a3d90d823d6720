package api

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOIDCRedirect(t *testing.T) {
	t.Run("AuthCodeRequired", func(t *testing.T) {
		app, router, conf := NewApiTest()

		// Source: github.com/photoprism/photoprism/internal/api/oidc_redirect_test.go:35 (plainhttp: provider URI in test config on the single-label docker host dummy-oidc, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
		conf.Options.OIDCUri = "http://dummy-oidc:9998" // lookalike
		conf.Options.SiteUrl = "https://app.localssl.dev/"
		conf.Options.OIDCClient = "photoprism-develop"
		conf.Options.OIDCSecret = "9d8351a0-ca01-4556-9c37-85eb634869b9"

		OIDCRedirect(router)

		r := PerformRequest(app, http.MethodGet, "/api/v1/oidc/redirect")
		assert.Equal(t, http.StatusTemporaryRedirect, r.Code)
	})
}
