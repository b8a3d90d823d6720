// Package esdb holds the connection-string parser of github.com/EventStore/EventStore-Client-Go/v4/esdb, whose own tests use it.
package esdb

// Configuration is the parsed connection string.
type Configuration struct {
	Address  string
	Username string
	Password string
}

// ParseConnectionString parses an esdb connection string.
func ParseConnectionString(connectionString string) (*Configuration, error) { panic("stub") }
