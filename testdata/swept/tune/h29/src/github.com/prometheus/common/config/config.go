// Package config stands in for github.com/prometheus/common/config: only
// what the cases use.
package config

// Secret is a string that is not shown when printed.
type Secret string

// BasicAuth holds the credentials of HTTP Basic authentication.
type BasicAuth struct {
	Username string `yaml:"username"`
	Password Secret `yaml:"password,omitempty"`
}

// HTTPClientConfig configures an HTTP client.
type HTTPClientConfig struct {
	BasicAuth *BasicAuth `yaml:"basic_auth,omitempty"`
}
