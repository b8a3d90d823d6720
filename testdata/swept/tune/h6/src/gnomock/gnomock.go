// Package gnomock holds cases from github.com/orlangure/gnomock.
package gnomock

import (
	"context"
	"database/sql"
	"fmt"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
)

// Container represents a docker container created for testing.
type Container struct {
	// Host name of bound ports, the Docker host.
	Host  string `json:"host,omitempty"`
	Ports map[string]int
}

// Address returns host:port of a named port.
func (c *Container) Address(name string) string {
	return net.JoinHostPort(c.Host, strconv.Itoa(c.Ports[name]))
}

// DefaultAddress returns host:port of the default port.
func (c *Container) DefaultAddress() string { return c.Address("default") }

// DefaultPort returns the number of the default port.
func (c *Container) DefaultPort() int { return c.Ports["default"] }

// Connection is an AMQP connection.
type Connection struct{ uri string }

// Dial opens an AMQP connection.
func Dial(uri string) (*Connection, error) { return &Connection{uri: uri}, nil }

// P is a preset.
type P struct {
	User     string
	Password string
}

// Source: github.com/orlangure/gnomock/preset/rabbitmq/preset.go:273 (AMQP URI joins the container's Host, the Docker host, and the port with ':')
func (p *P) connect(c *Container) (*Connection, error) {
	return Dial(fmt.Sprintf("amqp://%s:%s@%s:%d", p.User, p.Password, c.Host, c.DefaultPort())) // defect hostjoin
}

// Source: github.com/orlangure/gnomock/preset/mssql/preset.go:145 (sqlserver URI formats the password of the preset's configuration, no constant: no credentials finding, but the password is written raw into the userinfo)
func (p *P) connectMSSQL(addr, db string) (*sql.DB, error) {
	connStr := fmt.Sprintf("sqlserver://sa:%s@%s?database=%s", p.Password, addr, db) // defect escaper
	return sql.Open("sqlserver", connStr)
}

// Source: github.com/orlangure/gnomock/internal/cleaner/cleaner.go:23 (request to host:port with a container id as the last path segment)
func Notify(ctx context.Context, addr, id string) error {
	r, err := http.NewRequest(http.MethodGet, fmt.Sprintf("http://%s/sync/%s", addr, id), nil) // lookalike
	if err != nil {
		return err
	}
	go http.DefaultClient.Do(r.WithContext(ctx)) // nolint:errcheck
	return nil
}

// Source: github.com/orlangure/gnomock/internal/health/health.go:16 (scheme prefix check, then the scheme put before host:port)
func HTTPGet(ctx context.Context, addr string) error {
	if !strings.HasPrefix(addr, "http://") { // lookalike
		addr = fmt.Sprintf("http://%s", addr)
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, addr, nil)
	if err != nil {
		return err
	}
	res, err := http.DefaultClient.Do(r)
	if err != nil {
		return err
	}
	return res.Body.Close()
}

// Source: github.com/orlangure/gnomock/preset/k3s/preset.go:140 (regular expression matching the server address in a kubeconfig)
var reServerAddress = regexp.MustCompile(`https://127.0.0.1:\d+`) // lookalike

// Source: github.com/orlangure/gnomock/preset/azurite/preset.go:21 (Azure storage connection-string format, with a BlobEndpoint ended by ';')
const ConnectionStringFormat = "DefaultEndpointsProtocol=http;AccountName=%s;AccountKey=%s;BlobEndpoint=http://%s/%s;" // lookalike

// Source: github.com/orlangure/gnomock/preset/k3s/preset.go:278 (kubeconfig URL on host:port from Address)
func kubeconfigURL(c *Container) string {
	return fmt.Sprintf("http://%s/kubeconfig.yaml", c.Address("kubeconfig")) // lookalike
}
