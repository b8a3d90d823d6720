package oauth2server

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValidateRedirectURI(t *testing.T) {
	t.Run("accepts http localhost with port", func(t *testing.T) {
		assert.True(t, ValidateRedirectURI("http://localhost:8080/callback"))
	})
	t.Run("accepts localhost case-insensitively", func(t *testing.T) {
		// Source: code.vikunja.io/api/pkg/modules/auth/oauth2server/client_test.go:51 (hostcase: the mixed-case LocalHost is the point of a redirect-URI validator case named accepts localhost case-insensitively, a deliberate fixture by rules 2b and 2c)
		assert.True(t, ValidateRedirectURI("http://LocalHost:8080/callback")) // lookalike
	})
	t.Run("rejects non-loopback http", func(t *testing.T) {
		assert.False(t, ValidateRedirectURI("http://evil.com/callback"))
	})
}
