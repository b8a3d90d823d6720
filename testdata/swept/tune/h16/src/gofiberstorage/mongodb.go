package gofiberstorage

import (
	"context"
	"fmt"
	"net/url"

	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// MongoConfig defines the config for the MongoDB storage.
type MongoConfig struct {
	// Connection string to use for DB. Will override all other authentication values if used
	ConnectionURI string
	// Host name where the DB is hosted
	Host string
	// Port where the DB is listening on
	Port int
	// Server username
	Username string
	// Server password
	Password string
	// Database name
	Database string
}

// NewMongo creates a new MongoDB storage client.
func NewMongo(cfg MongoConfig) *mongo.Client {
	// Create data source name
	var dsn string

	// Check if user supplied connection string
	if cfg.ConnectionURI != "" {
		dsn = cfg.ConnectionURI
	} else {
		dsn = "mongodb://"
		if cfg.Username != "" {
			// Source: github.com/gofiber/storage/mongodb/mongodb.go:71 (escaper: url.QueryEscape writes a space as "+", which a userinfo keeps as "+" (RFC 3986 §3.2.1): the wrong escaper for the component; relabelled from look-alike, whose reason was what the check did, not the rules)
			dsn += url.QueryEscape(cfg.Username) // defect escaper
		}
		if cfg.Password != "" {
			// Source: github.com/gofiber/storage/mongodb/mongodb.go:74 (escaper: the configured password is written raw into the userinfo of the mongodb URI; an '@', ':' or '/' in it breaks the URI, rule 1)
			dsn += ":" + cfg.Password // defect escaper
		}
		if cfg.Username != "" || cfg.Password != "" {
			dsn += "@"
		}
		// Source: github.com/gofiber/storage/mongodb/mongodb.go:79 (hostjoin: the configured host is joined with the port by "%s:%d" in the mongodb URI; an IPv6 host needs brackets)
		dsn += fmt.Sprintf("%s:%d", url.QueryEscape(cfg.Host), cfg.Port) // defect hostjoin
	}

	// Set mongo options
	opt := options.Client().ApplyURI(dsn)

	client, err := mongo.Connect(context.Background(), opt)
	if err != nil {
		panic(err)
	}
	return client
}
