package config

import (
	"net/url"
	"strings"
)

// CdnUrl returns the optional content delivery network URI without trailing slash.
func (c *Config) CdnUrl(res string) string {
	if c.options.CdnUrl == "" || c.options.CdnUrl == c.options.SiteUrl {
		return res
	}

	return strings.TrimRight(c.options.CdnUrl, "/") + res
}

// UseCdn checks if a Content Deliver Network (CDN) is used to serve static content.
func (c *Config) UseCdn() bool {
	return c.options.CdnUrl != "" && c.options.CdnUrl != c.options.SiteUrl
}

// CdnDomain returns the content delivery network domain name if specified.
func (c *Config) CdnDomain() string {
	if c.options.CdnUrl == "" || c.options.CdnUrl == c.options.SiteUrl {
		return ""
	} else if u, err := url.Parse(c.options.CdnUrl); err != nil {
		return ""
	} else {
		return u.Hostname()
	}
}

// CdnVideo checks if videos should be streamed using the configured CDN.
func (c *Config) CdnVideo() bool {
	if c.options.CdnUrl == "" || c.options.CdnUrl == c.options.SiteUrl {
		return false
	}

	return c.options.CdnVideo
}
