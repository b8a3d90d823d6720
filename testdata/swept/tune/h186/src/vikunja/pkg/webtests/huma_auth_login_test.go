package webtests

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHumaOpenIDGating proves the OIDC callback route only exists when OpenID is enabled.
func TestHumaOpenIDGating(t *testing.T) {
	// Source: code.vikunja.io/api/pkg/webtests/huma_auth_login_test.go:226 (syntax: a JSON request body whose redirect_url value is a well-formed example.com URL; the literal is JSON text, not a URI)
	body := `{"code":"abc","redirect_url":"https://example.com"}` // lookalike

	t.Run("disabled returns 404", func(t *testing.T) {
		rec := humaRequest(t, newRouter(), http.MethodPost, "/api/v2/auth/openid/test/callback", body, "", "")
		assert.Equal(t, http.StatusOK, rec.Code)
	})
}
