package config

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClientManifestUri(t *testing.T) {
	c := NewConfig()

	assert.True(t, strings.HasPrefix(c.ClientManifestUri(), "/manifest.json?2e5b4b86"))

	// Source: github.com/photoprism/photoprism/internal/config/client_assets_test.go:98 (plainhttp: a site URL in test config on the single-label host myhost, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts; uniform sample 1 of 22 single-label site and CDN URLs in the config tests)
	c.options.SiteUrl = "http://myhost/foo" // lookalike

	assert.True(t, strings.HasPrefix(c.ClientManifestUri(), "/foo/manifest.json?2e5b4b86"))
}
