package config

import "fmt"

// ClientManifestUri returns the frontend manifest.json URI with a version checksum.
func (c *Config) ClientManifestUri() string {
	return fmt.Sprintf("%s?%x", c.BaseUri("/manifest.json"), 0x2e5b4b86)
}
