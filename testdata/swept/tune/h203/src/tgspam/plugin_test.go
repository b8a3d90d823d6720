package tgspam

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDetector_WithRealLuaPlugins(t *testing.T) {
	domainBlacklist := func(req Request) bool { return strings.Contains(req.Msg, ".xyz") }
	t.Run("DomainBlacklist", func(t *testing.T) {
		req := Request{
			// Source: github.com/umputun/tg-spam/lib/tgspam/plugin_test.go:408 (syntax: a chat message with a link among words, the text a domain-blacklist plugin scans, prose by rule 4; uniform sample 8 of 17)
			Msg:      "Check out https://suspicious.xyz for great deals!", // lookalike
			UserID:   "user1",
			UserName: "testuser",
		}
		assert.True(t, domainBlacklist(req), "message with suspicious domain should be detected as spam")
	})
}
