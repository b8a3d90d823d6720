// Package embeddedpostgres holds the cases of
// github.com/fergusstrange/embedded-postgres.
package embeddedpostgres

import "fmt"

// Config configures an embedded server.
type Config struct {
	port     uint32
	database string
	username string
	password string
}

// DefaultConfig returns the default configuration.
func DefaultConfig() Config {
	return Config{port: 5432, database: "postgres", username: "postgres"}
}

// Database sets the database name.
func (c Config) Database(database string) Config {
	c.database = database
	return c
}

// Username sets the user name.
func (c Config) Username(username string) Config {
	c.username = username
	return c
}

// Password sets the password.
func (c Config) Password(password string) Config {
	c.password = password
	return c
}

// GetConnectionURL returns the URL to connect to the server.
func (c Config) GetConnectionURL() string {
	// Source: github.com/fergusstrange/embedded-postgres/config.go:148 (escaper: the configured password is written into the userinfo with no escaper, so an '@', ':' or '/' in it ends the userinfo early)
	return fmt.Sprintf("postgresql://%s:%s@%s:%d/%s", c.username, c.password, "localhost", c.port, c.database) // defect escaper
}

// RemoteFetchStrategy downloads the binaries.
type RemoteFetchStrategy func() error

func defaultRemoteFetchStrategy(remoteFetchHost string) RemoteFetchStrategy {
	return func() error {
		return fmt.Errorf("unable to connect to %s", remoteFetchHost)
	}
}
