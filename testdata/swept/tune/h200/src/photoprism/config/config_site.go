package config

import (
	"fmt"
	"net/url"
	"strings"
)

const localhost = "localhost"

// BaseUri returns the site base URI for a given resource.
func (c *Config) BaseUri(res string) string {
	if c.SiteUrl() == "" {
		return res
	}

	u, err := url.Parse(c.SiteUrl())

	if err != nil {
		return res
	}

	return strings.TrimRight(u.EscapedPath(), "/") + res
}

// ApiUri returns the api URI.
func (c *Config) ApiUri() string {
	return c.BaseUri(ApiUri)
}

// LibraryUri returns the user interface URI for the given resource.
func (c *Config) LibraryUri(res string) string {
	return c.BaseUri(LibraryUri + res)
}

// ContentUri returns the content delivery URI based on the CdnUrl and the ApiUri.
func (c *Config) ContentUri() string {
	return c.CdnUrl(c.ApiUri())
}

// VideoUri returns the video streaming URI.
func (c *Config) VideoUri() string {
	if c.CdnVideo() {
		return c.ContentUri()
	}

	return c.ApiUri()
}

// StaticUri returns the static content URI.
func (c *Config) StaticUri() string {
	return c.CdnUrl(c.BaseUri(StaticUri))
}

// SiteUrl returns the public server URL (default is "http://localhost:2342/").
func (c *Config) SiteUrl() string {
	if c.options.SiteUrl == "" {
		return "http://localhost:2342/"
	}

	return strings.TrimRight(c.options.SiteUrl, "/") + "/"
}

// SiteHttps checks if the site URL uses HTTPS.
func (c *Config) SiteHttps() bool {
	if c.options.SiteUrl == "" {
		return false
	}

	// Source: github.com/photoprism/photoprism/internal/config/config_site.go:84 (sink: a bare scheme prefix only compared with strings.HasPrefix, no URI use, by the rule that a value only compared or searched for is no URI use)
	return strings.HasPrefix(c.options.SiteUrl, "https://") // lookalike
}

// SiteHost returns the public hostname and port number in the format "domain:port".
// The result replaces the "host" of the Swagger API docs served at /api/v1/swagger.json.
func (c *Config) SiteHost() string {
	if u, err := url.Parse(c.SiteUrl()); err != nil {
		return localhost
	} else if hostname := u.Hostname(); hostname == "" {
		return localhost
	} else if port := u.Port(); port != "" {
		// Source: github.com/photoprism/photoprism/internal/config/config_site.go:103 (hostjoin: u.Hostname() strips the brackets of an IPv6 site host and the port is joined back by hand, so https://[::1]:2342/ yields the broken authority ::1:2342 instead of net.JoinHostPort's [::1]:2342, a hostjoin defect in non-test code)
		return fmt.Sprintf("%s:%s", hostname, port) // defect hostjoin
	} else {
		return hostname
	}
}

// SitePreview returns the site preview image URL for sharing.
func (c *Config) SitePreview() string {
	if c.options.SitePreview == "" {
		return fmt.Sprintf(
			// Source: github.com/photoprism/photoprism/internal/config/config_site.go:136 (syntax: %% yields a literal % so the filled template holds the valid escape %20, and %s is a hole for the escaped title, by the template rule that judges it as the URI it becomes when filled)
			"https://i.photoprism.app/prism?cover=64&style=centered%%20dark&caption=none&title=%s", // lookalike
			// Source: github.com/photoprism/photoprism/internal/config/config_site.go:136 (escaper: url.QueryEscape is the right escaper for the app name put in a query value, so it meets the escaper check)
			url.QueryEscape(c.AppName())) // lookalike
	}

	if !strings.HasPrefix(c.options.SitePreview, "http") {
		return c.SiteUrl() + strings.TrimPrefix(c.options.SitePreview, "/")
	}

	return c.options.SitePreview
}
