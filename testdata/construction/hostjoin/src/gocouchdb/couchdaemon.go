package gocouchdb

import (
	"errors"
	"os"
)

// ErrNotFound is returned for a missing configuration value.
var ErrNotFound = errors.New("config value not found")

// ConfigVal reads a value of the server's configuration, here from the
// environment the daemon was started with.
func ConfigVal(section, item string) (string, error) {
	v := os.Getenv("COUCHDB_" + section + "_" + item)
	if v == "" {
		return "", ErrNotFound
	}
	return v, nil
}

// Source: github.com/fjl/go-couchdb/couchdaemon/couchdaemon.go:95 (the server URL concatenates the server's configured bind_address, ':' and the configured port)
func ServerURL() (string, error) {
	port, err := ConfigVal("httpd", "port")
	if err != nil {
		return "", err
	}
	addr, err := ConfigVal("httpd", "bind_address")
	if err != nil {
		return "", err
	}
	if addr == "0.0.0.0" {
		addr = "127.0.0.1"
	}
	return "http://" + addr + ":" + port + "/", nil // defect hostjoin
}
