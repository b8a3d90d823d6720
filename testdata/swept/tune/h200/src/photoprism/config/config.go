// Package config is a stand-in for the PhotoPrism configuration.
package config

import (
	"errors"
	"fmt"
	"log"
)

const ApiUri = "/api/v1"
const LibraryUri = "/library"
const StaticUri = "/static"

// Options holds config options.
type Options struct {
	SiteUrl          string
	CdnUrl           string
	CdnVideo         bool
	SitePreview      string
	OIDCUri          string
	OIDCClient       string
	OIDCSecret       string
	DatabaseDriver   string
	DatabaseDsn      string
	DatabaseServer   string
	DatabaseName     string
	DatabaseUser     string
	DatabasePassword string
	StoragePath      string
	Name             string
}

// Config holds the configuration.
type Config struct {
	options *Options
	hub     *Hub
}

// NewConfig returns a test config.
func NewConfig() *Config {
	return &Config{options: &Options{}, hub: &Hub{}}
}

// AppName returns the application name.
func (c *Config) AppName() string {
	if c.options.Name == "" {
		return "PhotoPrism"
	}
	return c.options.Name
}

// Hub is a stand-in for the hub client.
type Hub struct{}

// ReSync requests new API keys from the hub.
func (h *Hub) ReSync(token string) error { return errors.New("offline") }

// RenewApiKeysWithToken renews the api keys for PhotoPrism+ with an activation code.
func (c *Config) RenewApiKeysWithToken(token string) error {
	if err := c.hub.ReSync(token); err != nil {
		// Source: github.com/photoprism/photoprism/internal/config/config.go:691 (syntax: a documentation link at the end of a log message joined to the words around it, prose by rule 4)
		log.Printf("config: %s, see https://docs.photoprism.app/getting-started/troubleshooting/firewall/", err) // lookalike
		if token != "" {
			return fmt.Errorf("could not connect")
		}
	}

	return nil
}
