// Package gotenberg holds the outbound URL guard and helpers.
package gotenberg

import "net/url"

const maxAttrRunes = 256

// RedactURL strips userinfo, query and fragment from raw, for telemetry.
func RedactURL(raw string) string {
	if raw == "" {
		return ""
	}
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	u.User = nil
	u.RawQuery = ""
	u.Fragment = ""
	s := u.String()
	if r := []rune(s); len(r) > maxAttrRunes {
		s = string(r[:maxAttrRunes])
	}
	return s
}
