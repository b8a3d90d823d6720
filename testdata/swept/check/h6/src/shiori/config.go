package shiori

import (
	"fmt"
	"path/filepath"
)

type DatabaseConfig struct {
	DBMS string `env:"DBMS"` // Deprecated
	// DBMS requires more environment variables. Check the database package for more information.
	URL string `env:"DATABASE_URL"`
}

type StorageConfig struct {
	DataDir string `env:"DIR"` // Using DIR to be backwards compatible with the old config
}

type Config struct {
	Hostname string `env:"HOSTNAME,required"`
	Database *DatabaseConfig
	Storage  *StorageConfig
}

// SetDefaults sets the default values of the configuration.
func (c *Config) SetDefaults(dataDir string) {
	// Set the default storage directory if not set, setting also the database url for
	// sqlite3 if that engine is used
	if c.Storage.DataDir == "" {
		c.Storage.DataDir = dataDir
	}

	// Set default database url if not set
	if c.Database.DBMS == "" && c.Database.URL == "" {
		// Source: github.com/go-shiori/shiori/internal/config/config.go:132 (hostform: an empty authority before an absolute file path in a sqlite URL, whose scheme names no network host; database.Connect reads the path from it)
		c.Database.URL = fmt.Sprintf("sqlite:///%s?_txlock=immediate", filepath.Join(c.Storage.DataDir, "shiori.db")) // lookalike
	}
}
