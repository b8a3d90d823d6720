package config

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestConfig_CdnUrl(t *testing.T) {
	c := NewConfig()

	assert.Equal(t, "", c.CdnUrl(""))
	c.options.SiteUrl = "http://superhost:2342/"
	assert.Equal(t, "/", c.CdnUrl("/"))
	// Source: github.com/photoprism/photoprism/internal/config/config_cdn_test.go:20 (plainhttp: a CDN URL in test config on the single-label host foo, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts; uniform sample 2 of 22)
	c.options.CdnUrl = "http://foo:2342/foo/" // lookalike
	assert.Equal(t, "http://foo:2342/foo", c.CdnUrl(""))
	assert.Equal(t, "http://foo:2342/foo/", c.CdnUrl("/"))
	assert.True(t, c.UseCdn())
}

func TestConfig_CdnDomain(t *testing.T) {
	c := NewConfig()

	assert.Equal(t, "", c.CdnDomain())
	// Source: github.com/photoprism/photoprism/internal/config/config_cdn_test.go:40 (plainhttp: a CDN URL in test config on the single-label host superhost, whose domain the test reads back, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts; uniform sample 3 of 22)
	c.options.CdnUrl = "http://superhost:2342/" // lookalike
	assert.Equal(t, "superhost", c.CdnDomain())
	c.options.CdnUrl = "https://foo.bar.com:2342/foo/"
	assert.Equal(t, "foo.bar.com", c.CdnDomain())
	c.options.SiteUrl = ""
	// Source: github.com/photoprism/photoprism/internal/config/config_cdn_test.go:47 (sink: the broken :/ is deliberate, the host is named invalid and the test expects an empty domain for it, rules 2a and 2b)
	c.options.CdnUrl = "http:/invalid:2342/foo/" // lookalike
	assert.Equal(t, "", c.CdnDomain())
	c.options.CdnUrl = ""
	assert.Equal(t, "", c.CdnDomain())
}
