package entity

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUser_SetAuthID(t *testing.T) {
	id := "e9b7d3a4-8c53-4c6b-9b0f-6c1f5c9e2a11"
	// Source: github.com/photoprism/photoprism/internal/entity/auth_user_test.go:1758 (plainhttp: the issuer stored with the auth id is the single-label docker host dummy-oidc, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
	issuer := "http://dummy-oidc:9998" // lookalike

	t.Run("UUID", func(t *testing.T) {
		m := &User{}

		m.SetAuthID(id, issuer)
		assert.Equal(t, id, m.AuthID)
		assert.Equal(t, issuer, m.AuthIssuer)
	})
}

func TestUser_UpdateAuthID(t *testing.T) {
	id := "e9b7d3a4-8c53-4c6b-9b0f-6c1f5c9e2a11"
	// Source: github.com/photoprism/photoprism/internal/entity/auth_user_test.go:1777 (plainhttp: issuer value on the single-label test host dummy-oidc, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
	issuer := "http://dummy-oidc:9998" // lookalike

	t.Run("UUID", func(t *testing.T) {
		m := &User{}

		m.SetAuthID(id, issuer)
		assert.Equal(t, id, m.AuthID)
		assert.Equal(t, issuer, m.AuthIssuer)
	})
}
