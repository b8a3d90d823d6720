// Package argo holds cases of github.com/argoproj/argo-workflows.
package argo

import (
	"database/sql"
	"fmt"
	"net"
	"net/url"

	"github.com/XSAM/otelsql"
	"github.com/spf13/cobra"
)

func createDBSession(dsn string) (*sql.DB, error) {
	return sql.Open("postgres", dsn)
}

func Main() {
	var dsn string
	rootCmd := &cobra.Command{
		Use:   "db",
		Short: "CLI for developers to use when working on the DB locally",
	}
	rootCmd.PersistentPreRunE = func(cmd *cobra.Command, args []string) (err error) {
		_, err = createDBSession(dsn)
		return
	}
	// Source: github.com/argoproj/argo-workflows/hack/db/main.go:39 (credentials: a user with no password in the flag's default DSN, and 5432 is the client's default port, not reported)
	rootCmd.PersistentFlags().StringVarP(&dsn, "dsn", "d", "postgres://postgres@localhost:5432/postgres", "DSN connection string. For MySQL, use 'mysql:password@tcp/argo'.") // lookalike
	_ = rootCmd.Execute()
}

// DatabaseConfig contains common database connection settings
type DatabaseConfig struct {
	// Host is the database server hostname
	Host string `json:"host"`
	// Port is the database server port
	Port int `json:"port,omitempty"`
	// Database is the name of the database to connect to
	Database string `json:"database"`
}

func (c DatabaseConfig) GetHostname() string {
	if c.Port == 0 {
		return c.Host
	}
	return fmt.Sprintf("%s:%v", c.Host, c.Port)
}

// PostgreSQLConfig contains PostgreSQL-specific database configuration
type PostgreSQLConfig struct {
	DatabaseConfig
	SSL bool `json:"ssl,omitempty"`
}

// createPostGresDBSessionWithCreds creates postgresDB session with direct credentials
func createPostGresDBSessionWithCreds(cfg *PostgreSQLConfig, username, password string) (*sql.DB, error) {
	// Build PostgreSQL DSN using url.URL for safe percent-encoding of credentials
	connURL := url.URL{
		Scheme: "postgres",
		// Source: github.com/argoproj/argo-workflows/util/sqldb/sqldb.go:190 (credentials: user and password read from Kubernetes secrets, variables given to UserPassword, no constant)
		User: url.UserPassword(username, password), // lookalike
		// Source: github.com/argoproj/argo-workflows/util/sqldb/sqldb.go:191 (hostjoin: GetHostname joins the configured host and port with "%s:%v" (config/config.go:427), written into the Host field; an IPv6 host from the config needs brackets)
		Host: cfg.GetHostname(), // defect hostjoin
		Path: cfg.Database,
	}
	query := url.Values{}
	if !cfg.SSL {
		query.Set("sslmode", "disable")
	}
	connURL.RawQuery = query.Encode()
	dsn := connURL.String()

	return otelsql.Open("postgres", dsn)
}

// OTELCollector is an OpenTelemetry collector run for the e2e tests.
type OTELCollector struct {
	httpHost string
	httpPort string
}

// HTTPEndpoint returns the HTTP endpoint for OTLP export
func (c *OTELCollector) HTTPEndpoint() string {
	// Source: github.com/argoproj/argo-workflows/test/e2e/fixtures/otel_collector.go:70 (hostjoin: net.JoinHostPort builds host:port)
	return fmt.Sprintf("http://%s", net.JoinHostPort(c.httpHost, c.httpPort)) // lookalike
}

// ContainerPort is a port of a container.
type ContainerPort struct{ ContainerPort int32 }

// Container is a container of a pod.
type Container struct{ Ports []ContainerPort }

func addresses(containers []Container) []string {
	var pluginAddresses []string
	for _, c := range containers {
		// Source: github.com/argoproj/argo-workflows/workflow/controller/agent.go:364 (hostjoin: the host is the constant localhost, the port a container port)
		pluginAddresses = append(pluginAddresses, fmt.Sprintf("http://localhost:%d", c.Ports[0].ContainerPort)) // lookalike
	}
	return pluginAddresses
}
