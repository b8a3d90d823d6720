package earthly

import "strings"

// DefaultPadding is the default padding of a prefix.
const DefaultPadding = 20

func prettyPrefix(padding int, prefix string) string {
	if len(prefix) < padding {
		return strings.Repeat(" ", padding-len(prefix)) + prefix
	}
	return prefix
}
