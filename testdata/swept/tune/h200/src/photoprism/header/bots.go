// Package header holds HTTP header helpers.
package header

import "strings"

// IsBot checks if the user agent string belongs to a crawler.
func IsBot(ua string) bool {
	ua = strings.ToLower(ua)
	for _, s := range []string{"bot", "spider", "crawler", "github-camo"} {
		if strings.Contains(ua, s) {
			return true
		}
	}
	return false
}
