// Package routes rewrites the cases of code.vikunja.io/api/pkg/routes.
package routes

import "strings"

// matchCORSOrigin checks if an origin matches any of the allowed origin patterns.
// It supports wildcards in the port position (e.g., "http://127.0.0.1:*").
func matchCORSOrigin(origin string, allowedOrigins []string) (string, bool, error) {
	for _, pattern := range allowedOrigins {
		if origin == pattern || pattern == "*" {
			return origin, true, nil
		}
		if strings.HasSuffix(pattern, ":*") {
			prefix := strings.TrimSuffix(pattern, ":*")
			// Check if the origin starts with the prefix and has a port after
			// Source: code.vikunja.io/api/pkg/routes/routes.go:111 (hostjoin: scheme and host of an origin pattern followed by a colon, only used as a prefix in strings.HasPrefix to match any port, a value only compared and no URI use)
			if strings.HasPrefix(origin, prefix+":") { // lookalike
				return origin, true, nil
			}
			if origin == prefix {
				return origin, true, nil
			}
		}
	}
	return "", false, nil
}
