// Package txt holds text helpers.
package txt

import "strings"

// LogParam sanitizes strings created from user input in response to the log4j debacle.
func LogParam(s string) string {
	if s == "" {
		return "''"
	} else if strings.Contains(s, "ldap://") {
		return "?"
	}
	return strings.Map(func(r rune) rune {
		switch r {
		case '\\', '$', '<', '>', '{', '}':
			return '?'
		default:
			return r
		}
	}, s)
}

// LogParamLower sanitizes strings created from user input and converts them to lower case.
func LogParamLower(s string) string {
	return LogParam(strings.ToLower(s))
}
