package config

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestConfig_BaseUri(t *testing.T) {
	c := NewConfig()

	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:13 (plainhttp: a site URL in test config on the single-label host superhost, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts; uniform sample 4 of 22)
	c.options.SiteUrl = "http://superhost:2342/" // lookalike
	assert.Equal(t, "", c.BaseUri(""))
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:15 (syntax: the space is put in on purpose as input to BaseUri, which parses the site URL and must return its escaped path /foo%20bar, rule 2c)
	c.options.SiteUrl = "http://foo:2342/foo bar/" // lookalike
	assert.Equal(t, "/foo%20bar", c.BaseUri(""))
	assert.Equal(t, "/foo%20bar/baz", c.BaseUri("/baz"))
}

func TestConfig_StaticUri(t *testing.T) {
	c := NewConfig()

	assert.Equal(t, "/static", c.StaticUri())
	c.options.SiteUrl = "http://foo:2342/foo/"
	assert.Equal(t, "/foo/static", c.StaticUri())
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:28 (plainhttp: a CDN URL in test config on the single-label host foo, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts; uniform sample 5 of 22)
	c.options.CdnUrl = "http://foo:2342/bar" // lookalike
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:29 (plainhttp: expected static URI built from the single-label CDN host foo, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
	assert.Equal(t, "http://foo:2342/bar/foo"+StaticUri, c.StaticUri()) // lookalike
}

func TestConfig_LibraryUri(t *testing.T) {
	c := NewConfig()

	assert.Equal(t, "/library", c.LibraryUri(""))
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:48 (plainhttp: a site URL in test config on the single-label host superhost, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts; uniform sample 6 of 22)
	c.options.SiteUrl = "http://superhost:2342/" // lookalike
	assert.Equal(t, "/library", c.LibraryUri(""))
	c.options.SiteUrl = "http://foo:2342/foo/"
	assert.Equal(t, "/foo/library", c.LibraryUri(""))
}

func TestConfig_ContentUri(t *testing.T) {
	c := NewConfig()

	assert.Equal(t, ApiUri, c.ContentUri())
	c.options.SiteUrl = "http://superhost:2342/"
	assert.Equal(t, ApiUri, c.ContentUri())
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:64 (syntax: the empty last segment is a deliberate input to CdnUrl, which trims trailing slashes, and the expected result shows it removed, rule 2c)
	c.options.CdnUrl = "http://foo:2342//" // lookalike
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:65 (plainhttp: expected content URI on the single-label CDN host foo, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
	assert.Equal(t, "http://foo:2342"+ApiUri, c.ContentUri()) // lookalike
}

func TestConfig_VideoUri(t *testing.T) {
	c := NewConfig()

	assert.Equal(t, ApiUri, c.VideoUri())
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:72 (plainhttp: a site URL in test config on the single-label host superhost, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts; uniform sample 7 of 22)
	c.options.SiteUrl = "http://superhost:2342/" // lookalike
	assert.Equal(t, ApiUri, c.VideoUri())
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:74 (syntax: the doubled trailing slash is input to the slash-trimming CdnUrl code and the test expects it gone, rule 2c)
	c.options.CdnUrl = "http://foo:2342//" // lookalike
	c.options.CdnVideo = true
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:76 (plainhttp: expected video URI on the single-label CDN host foo, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
	assert.Equal(t, "http://foo:2342"+ApiUri, c.VideoUri()) // lookalike
	c.options.CdnVideo = false
	assert.Equal(t, ApiUri, c.VideoUri())
}

func TestConfig_SiteUrl(t *testing.T) {
	c := NewConfig()

	assert.Equal(t, "http://localhost:2342/", c.SiteUrl())
	c.options.SiteUrl = "http://superhost:2342/"
	assert.Equal(t, "http://superhost:2342/", c.SiteUrl())
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:87 (plainhttp: a site URL without path on the single-label host superhost, which SiteUrl completes with a slash, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
	c.options.SiteUrl = "http://superhost" // lookalike
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:88 (plainhttp: expected site URL on the single-label host superhost, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts; uniform sample 8 of 22)
	assert.Equal(t, "http://superhost/", c.SiteUrl()) // lookalike
}

func TestConfig_SitePreview(t *testing.T) {
	c := NewConfig()
	// Source: github.com/photoprism/photoprism/internal/config/config_site_test.go:120 (percent: expected preview URL whose %20 is an upper-case escape of a space that must be escaped, already normal form, so by rule 1 it meets the non-test percent rules)
	assert.Equal(t, "https://i.photoprism.app/prism?cover=64&style=centered%20dark&caption=none&title=PhotoPrism", c.SitePreview()) // lookalike
	c.options.SitePreview = "preview123.jpg"
	assert.Equal(t, "http://localhost:2342/preview123.jpg", c.SitePreview())
}
