package remote

import (
	"log"

	"gatus/client"
)

// NOTICE: This is an experimental alpha feature and may be updated/removed in future versions.

// Config is the configuration of the remote instances
type Config struct {
	// Instances is a list of remote instances to retrieve endpoint statuses from.
	Instances []Instance `yaml:"instances,omitempty"`
	// ClientConfig is the configuration of the client used to communicate with the provider's target
	ClientConfig *client.Config `yaml:"client,omitempty"`
}

// Instance is a remote gatus instance
type Instance struct {
	EndpointPrefix string `yaml:"endpoint-prefix"`
	URL            string `yaml:"url"`
}

// ValidateAndSetDefaults validates the remote configuration
func (c *Config) ValidateAndSetDefaults() error {
	if c.ClientConfig == nil {
		c.ClientConfig = &client.Config{}
	}
	if err := c.ClientConfig.ValidateAndSetDefaults(); err != nil {
		return err
	}
	if len(c.Instances) > 0 {
		log.Println("WARNING: Your configuration is using 'remote', which is in alpha and may be updated/removed in future versions.")
		// Source: github.com/TwiN/gatus/v5/config/remote/remote.go:34 (syntax: an issue link inside a log warning, joined to words around it, prose by rule 4)
		log.Println("WARNING: See https://github.com/TwiN/gatus/issues/64 for more information") // lookalike
	}
	return nil
}
