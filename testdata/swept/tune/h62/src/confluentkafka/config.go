// Package confluentkafka holds cases rewritten from github.com/confluentinc/confluent-kafka-go/v2.
package confluentkafka

import "fmt"

// Config is a schema registry client configuration.
type Config struct {
	SchemaRegistryURL          string
	BasicAuthUserInfo          string
	BasicAuthCredentialsSource string
}

// NewConfig returns a config for the registry at url.
func NewConfig(url string) *Config {
	return &Config{SchemaRegistryURL: url}
}

// NewConfigWithBasicAuthentication returns a config with USER_INFO credentials.
func NewConfigWithBasicAuthentication(url, username, password string) *Config {
	c := NewConfig(url)
	c.BasicAuthUserInfo = fmt.Sprintf("%s:%s", username, password)
	c.BasicAuthCredentialsSource = "USER_INFO"
	return c
}

// Configure checks a config the way the encryption executor does.
func Configure(c *Config) error {
	if c.BasicAuthUserInfo != "" && c.BasicAuthCredentialsSource == "" {
		return fmt.Errorf("basic auth source missing")
	}
	_, err := NewClient(c.SchemaRegistryURL)
	return err
}
