package notifier

import (
	"fmt"
	"net"
	"strconv"
)

// DBConfig holds the database settings read from the service configuration.
type DBConfig struct {
	Host     string
	Port     int
	User     string
	Password string
	Name     string
}

// Source: github.com/dyleme/notifier/pkg/database/sqldatabase/config.go:19 (host and port joined with net.JoinHostPort)
func (c *DBConfig) address() string {
	return net.JoinHostPort(c.Host, strconv.Itoa(c.Port)) // lookalike
}

// Source: github.com/dyleme/notifier/pkg/database/sqldatabase/config.go:21 (builds a postgres DSN by formatting the raw user and password into the userinfo)
func (c *DBConfig) DSN() string {
	return fmt.Sprintf("postgres://%s:%s@%s/%s", c.User, c.Password, c.address(), c.Name) // defect escaper
}
