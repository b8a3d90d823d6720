package config

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestConfig_OIDCUri(t *testing.T) {
	c := NewConfig()

	// Source: github.com/photoprism/photoprism/internal/config/config_oidc_test.go:45 (sink: an empty url.URL only used as the type argument of IsType, by the rule that a value only compared or searched for is no URI use)
	assert.IsType(t, &url.URL{}, c.OIDCUri()) // lookalike
	assert.Equal(t, "", c.OIDCUri().Path)

	c.options.OIDCUri = "test"
	assert.Equal(t, "", c.OIDCUri().String())

	// Source: github.com/photoprism/photoprism/internal/config/config_oidc_test.go:52 (plainhttp: the test expects OIDCUri to reject the plain http provider URI and return an empty URL, rule 2a)
	c.options.OIDCUri = "http://test/" // lookalike
	assert.Equal(t, "", c.OIDCUri().String())
	assert.Equal(t, "", c.OIDCUri().Path)

	// Source: github.com/photoprism/photoprism/internal/config/config_oidc_test.go:56 (hostform: a single-label host is a valid reg-name and no listed rare host form, which rule 1 holds to non-test rules and it meets them)
	c.options.OIDCUri = "https://test/" // lookalike
	// Source: github.com/photoprism/photoprism/internal/config/config_oidc_test.go:57 (hostform: expected provider URI on the single-label host test, which is well formed, which rule 1 holds to non-test rules and it meets them)
	assert.Equal(t, "https://test/", c.OIDCUri().String()) // lookalike
	assert.Equal(t, "/", c.OIDCUri().Path)

	c.options.OIDCUri = ""
	// Source: github.com/photoprism/photoprism/internal/config/config_oidc_test.go:61 (sink: an empty url.URL only used as the type argument of IsType, by the rule that a value only compared or searched for is no URI use)
	assert.IsType(t, &url.URL{}, c.OIDCUri()) // lookalike
	assert.Equal(t, "", c.OIDCUri().String())
}
