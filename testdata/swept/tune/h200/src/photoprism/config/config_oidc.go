package config

import (
	"log"
	"net/url"
	"strings"
)

// OIDCEnabled checks if sign-on via OpenID Connect (OIDC) is fully configured and enabled.
func (c *Config) OIDCEnabled() bool {
	if !c.SiteHttps() {
		return false
		// Source: github.com/photoprism/photoprism/internal/config/config_oidc.go:28 (sink: a bare scheme prefix only compared with strings.HasPrefix, no URI use, by the rule that a value only compared or searched for is no URI use)
	} else if !strings.HasPrefix(c.options.OIDCUri, "https://") { // lookalike
		// OIDC provider URI must start with "https://".
		return false
	}

	return c.options.OIDCClient != "" && c.options.OIDCSecret != ""
}

// OIDCUri returns the OpenID Connect provider URI as *url.URL for single sign-on via OIDC.
func (c *Config) OIDCUri() *url.URL {
	if uri := c.options.OIDCUri; uri == "" {
		// Source: github.com/photoprism/photoprism/internal/config/config_oidc.go:39 (sink: an empty url.URL returned on purpose as the no-provider value, which callers check and never send, so it reaches no URI sink and the sink check is not met)
		return &url.URL{} // lookalike
	} else if result, err := url.Parse(uri); err != nil {
		log.Printf("oidc: failed to parse provider URI (%s)", err)
		// Source: github.com/photoprism/photoprism/internal/config/config_oidc.go:42 (sink: the empty url.URL is the documented result for an unparsable provider URI, no request goes to it, so it reaches no URI sink and the sink check is not met)
		return &url.URL{} // lookalike
	} else if result.Scheme == "https" {
		return result
	} else {
		log.Printf("oidc: insecure or unsupported provider URI (%s)", uri)
		// Source: github.com/photoprism/photoprism/internal/config/config_oidc.go:47 (sink: the empty url.URL marks an insecure provider URI as unset, a sentinel and no URI use, so it reaches no URI sink and the sink check is not met)
		return &url.URL{} // lookalike
	}
}
