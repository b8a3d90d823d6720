package spicedb

import "flag"

// Config holds the datastore options.
type Config struct {
	URI string
}

func registerFlags(fs *flag.FlagSet, opts *Config) {
	// Source: github.com/authzed/spicedb/pkg/cmd/datastore/datastore.go:70 (help text of the flag; "password" is a placeholder word shown to users)
	fs.StringVar(&opts.URI, "datastore-conn-uri", "", `connection string used by remote datastores (e.g. "postgres://postgres:password@localhost:5432/spicedb")`) // lookalike
}
