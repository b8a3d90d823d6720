// Package oryx holds helpers shared by Ory services.
package oryx

import "strings"

// CheckOrigin is a function that can be used well with cors.Options.AllowOriginRequestFunc.
// It checks whether the origin is allowed following the same behavior as github.com/rs/cors.
func CheckOrigin(allowedOrigins []string, origin string) bool {
	if len(allowedOrigins) == 0 {
		return true
	}
	origin = strings.ToLower(origin)
	for _, o := range allowedOrigins {
		o = strings.ToLower(o)
		if o == "*" || o == origin {
			return true
		}
	}
	return false
}
