// Package clean sanitizes strings from user input.
package clean

import (
	"net/url"
	"strings"
)

// LengthLimit is the maximum length of a sanitized string.
const LengthLimit = 4096

func reject(s string, maxLength int) bool {
	if maxLength > 0 && len(s) > maxLength {
		return true
	}

	// Source: github.com/photoprism/photoprism/pkg/clean/clean.go:34 (sink: the bare ldap:// prefix is only searched for with strings.Contains to reject log4j payloads, no URI use, by the rule that a value only compared or searched for is no URI use)
	if strings.Contains(s, "${") || strings.Contains(s, "ldap://") { // lookalike
		return true
	}

	return false
}

func mapUnsafe(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 32 || r == 127 {
			return -1
		}
		switch r {
		case '`', '"':
			return '\''
		case '\\', '$', '<', '>', '{', '}':
			return '?'
		default:
			return r
		}
	}, s)
}

// ASCII removes all non-ascii characters from a string and returns it.
func ASCII(s string) string {
	result := make([]rune, 0, len(s))
	for _, r := range s {
		if r <= 127 {
			result = append(result, r)
		}
	}
	return string(result)
}

// Header sanitizes a string for use in request or response headers.
func Header(s string) string {
	if s == "" || len(s) > LengthLimit {
		return ""
	}
	result := make([]rune, 0, len(s))
	for _, r := range s {
		if r > 31 && r < 127 {
			result = append(result, r)
		}
	}
	return string(result)
}

// Uri removes invalid character from an uri string.
func Uri(s string) string {
	if s == "" || len(s) > LengthLimit {
		return ""
	} else if strings.Contains(s, "..") {
		return ""
	}

	s = strings.TrimSpace(s)

	if uri, err := url.Parse(s); err != nil {
		return ""
	} else {
		return uri.String()
	}
}

// Error returns a sanitized error message for logging.
func Error(err error) string {
	if err == nil {
		return "no error"
	} else if s := err.Error(); s == "" {
		return "unknown error"
	} else {
		return mapUnsafe(s)
	}
}

// Log sanitizes strings created from user input in response to the log4j debacle.
func Log(s string) string {
	if s == "" {
		return "''"
	} else if reject(s, LengthLimit) {
		return "?"
	}
	return mapUnsafe(s)
}

// LogLower sanitizes strings created from user input and converts them to lower case.
func LogLower(s string) string {
	return Log(strings.ToLower(s))
}

// FileName removes invalid character from a filename string.
func FileName(s string) string {
	if s == "" || reject(s, 512) || strings.Contains(s, "..") {
		return ""
	}
	return strings.Map(func(r rune) rune {
		if r == '?' || r == '/' || r == '\\' {
			return -1
		}
		return r
	}, s)
}

// UserPath sanitizes a path string from user input.
func UserPath(s string) string {
	if s == "" || reject(s, 512) || strings.Contains(s, "..") {
		return ""
	}
	return strings.Trim(s, "/")
}
