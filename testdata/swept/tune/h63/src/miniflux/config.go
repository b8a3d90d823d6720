package miniflux

import (
	"fmt"
	"net/url"
	"strings"
)

// configParser reads KEY=VALUE lines into options.
type configParser struct {
	values map[string]string
}

func newConfigParser() *configParser {
	return &configParser{values: map[string]string{}}
}

func (cp *configParser) parseLines(lines []string) error {
	for _, line := range lines {
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			return fmt.Errorf("config: invalid line %q", line)
		}
		key = strings.TrimSpace(key)
		value = strings.TrimSpace(value)
		switch key {
		case "BASE_URL", "HTTP_CLIENT_PROXY":
			if _, err := url.Parse(value); err != nil {
				return fmt.Errorf("config: invalid %s: %w", key, err)
			}
		}
		cp.values[key] = value
	}
	return nil
}

func (cp *configParser) option(key, fallback string) string {
	if value, ok := cp.values[key]; ok {
		return value
	}
	return fallback
}
