// Package settings holds URIs that a server builds from its own
// configuration: the address it listens on, the database it migrates.
package settings

import (
	"database/sql"
	"fmt"
	"strings"
)

// Source: github.com/go-gitea/gitea/cmd/web.go:303 (v1.26.0)
// When the port is set on the command line, the local root URL is made
// again from the configured listen address and the new port; the address
// may be "::1", which needs brackets.
type server struct {
	Protocol, HTTPAddr, HTTPPort, AppURL string
}

func (s *server) setPort(port string) string {
	s.AppURL = strings.Replace(s.AppURL, s.HTTPPort, port, 1)
	s.HTTPPort = port
	localURL := s.Protocol + "://"
	if s.HTTPAddr == "0.0.0.0" {
		localURL += "localhost"
	} else {
		localURL += s.HTTPAddr // defect hostjoin
	}
	localURL += ":" + s.HTTPPort + "/"
	return localURL
}

// Source: github.com/go-gitea/gitea/models/migrations/base/tests.go:62 (v1.26.0)
// The migration tests open the configured database with its password
// formatted into the userinfo as it is.
type database struct {
	User, Passwd, Host, SSLMode string
}

func openPostgres(d database) (*sql.DB, error) {
	return sql.Open("postgres", fmt.Sprintf("postgres://%s:%s@%s/?sslmode=%s", // defect escaper
		d.User, d.Passwd, d.Host, d.SSLMode))
}
