package juicefs

import "strings"

func destroy(args []string) error {
	uri := args[0]
	if !strings.Contains(uri, "://") {
		// Source: github.com/juicedata/juicefs/cmd/destroy.go:115 (escaper: rule 5, a META-URL without scheme is the rest of a redis URL the user wrote, so the default scheme is prefixed without escaping)
		uri = "redis://" + uri // lookalike
	}
	m := NewClient(uri, DefaultConf())
	return m.Shutdown()
}
