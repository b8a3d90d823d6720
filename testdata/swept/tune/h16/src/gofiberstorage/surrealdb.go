package gofiberstorage

import (
	"log"
	"strings"
)

// SurrealConfig defines the config for the SurrealDB storage.
type SurrealConfig struct {
	// The connection URL to connect to SurrealDB
	ConnectionString string
}

func surrealConfigDefault(cfg SurrealConfig) SurrealConfig {
	if !strings.HasPrefix(cfg.ConnectionString, "ws://") && !strings.HasPrefix(cfg.ConnectionString, "wss://") &&
		!strings.HasPrefix(cfg.ConnectionString, "http://") && !strings.HasPrefix(cfg.ConnectionString, "https://") {
		// Source: github.com/gofiber/storage/surrealdb/config.go:105 (syntax: a warning that lists the schemes it expects, prose in a log line, rule 4)
		log.Printf("Warning: ConnectionString %s doesn't start with ws://, wss://, http:// or https://", cfg.ConnectionString) // lookalike
	}
	return cfg
}
