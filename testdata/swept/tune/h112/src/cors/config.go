// Package cors holds cases rewritten from github.com/gin-contrib/cors.
package cors

import (
	"net/http"
	"regexp"
	"strings"
)

// Config is the CORS configuration.
type Config struct {
	AllowAllOrigins bool
	AllowOrigins    []string
	AllowWildcard   bool
	CustomSchemas   []string
}

var (
	// DefaultSchemas are the schema prefixes an origin may start with.
	DefaultSchemas = []string{
		// Source: github.com/gin-contrib/cors/config.go:25 (hostform: a scheme prefix in a list used for prefix matching of origins, not a URI; 4 of the 8 alike prefix candidates kept)
		"http://", // lookalike
		// Source: github.com/gin-contrib/cors/config.go:26 (hostform: a scheme prefix in a list used for prefix matching of origins, not a URI; 4 of the 8 alike prefix candidates kept)
		"https://", // lookalike
	}
	// ExtensionSchemas are the browser-extension schema prefixes.
	ExtensionSchemas = []string{
		// Source: github.com/gin-contrib/cors/config.go:29 (hostform: a browser-extension scheme prefix used for prefix matching of origins, not a URI; 4 of the 8 alike prefix candidates kept)
		"chrome-extension://", // lookalike
	}
	// WebSocketSchemas are the WebSocket schema prefixes.
	WebSocketSchemas = []string{
		// Source: github.com/gin-contrib/cors/config.go:39 (hostform: a WebSocket scheme prefix used for prefix matching of origins, not a URI; 4 of the 8 alike prefix candidates kept)
		"wss://", // lookalike
	}
)

var originRegex = regexp.MustCompile(`^/(.+)/[gimuy]?$`)

// Validate checks that every allowed origin starts with a known schema.
func (c Config) Validate() error {
	for _, o := range c.AllowOrigins {
		if o == "*" || originRegex.MatchString(o) {
			continue
		}
		ok := false
		for _, s := range append(append(append(DefaultSchemas, ExtensionSchemas...), WebSocketSchemas...), c.CustomSchemas...) {
			if strings.HasPrefix(o, s) {
				ok = true
			}
		}
		if !ok {
			return http.ErrNotSupported
		}
	}
	return nil
}

// ParseWildcardRules splits wildcard origins at the '*'.
func (c Config) ParseWildcardRules() [][]string {
	var rules [][]string
	if !c.AllowWildcard {
		return rules
	}
	for _, o := range c.AllowOrigins {
		if i := strings.Index(o, "*"); i >= 0 {
			rules = append(rules, []string{o[:i], o[i+1:]})
		}
	}
	return rules
}

// ValidateOrigin reports whether the origin is allowed.
func (c Config) ValidateOrigin(origin string) bool {
	for _, o := range c.AllowOrigins {
		if o == origin {
			return true
		}
	}
	return false
}

// IsCORSRequest reports whether the request's Origin names another host.
func IsCORSRequest(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	host := r.Host
	// Source: github.com/gin-contrib/cors/config.go:79 (hostjoin: the request's Host is already host and port with IPv6 brackets, and the scheme is only prepended to compare with the Origin header; no ':' join)
	if origin == "http://"+host || origin == "https://"+host { // lookalike
		return false
	}
	return origin != ""
}
