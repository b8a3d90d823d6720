// Package ent holds the cases of github.com/ent/ent.
package ent

import (
	"context"
	"errors"
	"log"
	"net/url"
	"os"
)

// NamedDiff computes a named migration against the dev database at devURL.
func NamedDiff(ctx context.Context, devURL, name string) error {
	u, err := url.Parse(devURL)
	if err != nil {
		return err
	}
	if u.Scheme == "" || name == "" {
		return errors.New("bad arguments")
	}
	return nil
}

// GenerateMigration is the main function of the versioned migration example.
func GenerateMigration() {
	ctx := context.Background()
	if len(os.Args) != 2 {
		log.Fatalln("migration name is required")
	}
	// Source: github.com/ent/ent/examples/migration/ent/migrate/main.go:38 (credentials: the password of the local MySQL dev database, written into the URL the example's program connects with; sample of the repository's relevant candidates)
	err := NamedDiff(ctx, "mysql://root:pass@localhost:3306/test", os.Args[1]) // defect credentials
	if err != nil {
		log.Fatalf("failed generating migration file: %v", err)
	}
}

// Dialer dials a Gremlin server over WebSocket.
type Dialer struct{}

// Dial parses the address and connects.
func (Dialer) Dial(uri string) (*url.URL, error) {
	return url.Parse(uri)
}

// DefaultDialer is the default dialer.
var DefaultDialer = Dialer{}

// Endpoint is a Gremlin server endpoint.
type Endpoint struct {
	URL *url.URL
}

// Config configures a Gremlin client.
type Config struct {
	Endpoint Endpoint
}
