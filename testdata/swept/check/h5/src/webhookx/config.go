package webhookx

import (
	"fmt"
	"net"
)

// DatabaseConfig is the database section of the gateway configuration.
type DatabaseConfig struct {
	Host     string
	Port     uint32
	Username string
	Password string
	Database string
}

// Source: github.com/webhookx-io/webhookx/config/modules/database.go:22 (postgres DSN formatted from raw username and password)
func (cfg DatabaseConfig) DSN() string {
	return fmt.Sprintf("postgres://%s:%s@%s:%d/%s", cfg.Username, cfg.Password, cfg.Host, cfg.Port, cfg.Database) // defect escaper
}

// Source: github.com/webhookx-io/webhookx/utils/utils.go:68 (listen address split with SplitHostPort and rejoined with ":")
func ListenAddrToURL(https bool, listen string) string {
	scheme := "http"
	if https {
		scheme = "https"
	}
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return fmt.Sprintf("%s://%s", scheme, listen)
	}
	if host == "" || host == "0.0.0.0" {
		host = "127.0.0.1"
	}
	return fmt.Sprintf("%s://%s:%s", scheme, host, port) // defect hostjoin
}
