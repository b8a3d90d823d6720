// Package dendrite mirrors the test rig of a chat server.
package dendrite

import (
	"path/filepath"
)

// DataSource is a database connection string.
type DataSource string

// Config holds database settings.
type Config struct {
	FederationDB DataSource
	KeyServerDB  DataSource
}

// Source: github.com/matrix-org/dendrite/test/testrig/base.go:82 (filepath.Join of "file://" and a temporary directory, a file URI with an empty authority)
func sqliteConfig(tempDir string) *Config {
	cfg := &Config{}
	cfg.FederationDB = DataSource(filepath.Join("file://", tempDir, "federationapi.db")) // lookalike
	cfg.KeyServerDB = DataSource(filepath.Join("file://", tempDir, "keyserver.db"))
	return cfg
}
