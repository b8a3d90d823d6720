// Package xurls holds cases rewritten from mvdan.cc/xurls/v2.
package xurls

import "regexp"

var strict = regexp.MustCompile(`(?i)\b[a-z][a-z0-9+.-]*://[^\s<>"]+[^\s<>".,;:!?)\]]`)

// FindAll returns the URLs with a scheme found in text.
func FindAll(text string) []string { return strict.FindAllString(text, -1) }
