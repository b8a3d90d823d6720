package otlphttp

import (
	"net/url"
	"strings"
)

// EnvOptionsReader reads options from an environment lookup function.
type EnvOptionsReader struct {
	GetEnv func(string) string
}

// WithURL calls fn with the parsed URL held by the variable key, if it parses.
func (e EnvOptionsReader) WithURL(key string, fn func(*url.URL)) {
	v := strings.TrimSpace(e.GetEnv(key))
	if v == "" {
		return
	}
	u, err := url.Parse(v)
	if err != nil {
		return
	}
	fn(u)
}
