package gofiberstorage

import (
	"fmt"
	"strings"
)

// ArangoConfig defines the config for the ArangoDB storage.
type ArangoConfig struct {
	// Host name where the DB is hosted
	//
	// Optional. Default is "http://127.0.0.1"
	Host string
	// Port where the DB is listening on
	Port     int
	Username string
	Password string
}

// arangoEndpoints gives the endpoints the ArangoDB client connects to.
func arangoEndpoints(cfg ArangoConfig) []string {
	if !strings.HasPrefix(cfg.Host, "http") {
		panic("Host should start with `http://` or `https://`")
	}
	return []string{fmt.Sprintf("%s:%d", cfg.Host, cfg.Port)}
}
