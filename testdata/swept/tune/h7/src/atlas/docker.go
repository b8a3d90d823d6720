package atlas

import (
	"net/url"
)

const (
	pass          = "pass"
	passSQLServer = "P@ssw0rd0995"
)

// Config describes a dev-database container.
type Config struct {
	Image string
	User  *url.Userinfo
	Port  string
	Env   []string
}

// MySQL returns the config of a MySQL dev database.
func MySQL(version string) *Config {
	return &Config{
		Image: "arigaio/mysql:" + version,
		// Source: github.com/ariga/atlas/cmd/atlas/internal/docker/docker.go:237 (constant password given to url.UserPassword for the dev database's connection URL)
		User: url.UserPassword("root", pass), // defect credentials
		Port: "3306",
		Env:  []string{"MYSQL_ROOT_PASSWORD=" + pass},
	}
}

// PostgreSQL returns the config of a PostgreSQL dev database.
func PostgreSQL(version string) *Config {
	return &Config{
		Image: "postgres:" + version,
		// Source: github.com/ariga/atlas/cmd/atlas/internal/docker/docker.go:257 (constant password given to url.UserPassword for the dev database's connection URL)
		User: url.UserPassword("postgres", pass), // defect credentials
		Port: "5432",
		Env:  []string{"POSTGRES_PASSWORD=" + pass},
	}
}

// SQLServer returns the config of a SQL Server dev database.
func SQLServer(version string) *Config {
	return &Config{
		Image: "mcr.microsoft.com/mssql/server:" + version,
		// Source: github.com/ariga/atlas/cmd/atlas/internal/docker/docker.go:273 (constant password given to url.UserPassword for the dev database's connection URL)
		User: url.UserPassword("sa", passSQLServer), // defect credentials
		Port: "1433",
		Env:  []string{"MSSQL_SA_PASSWORD=" + passSQLServer},
	}
}

// ClickHouse returns the config of a ClickHouse dev database.
func ClickHouse(version string) *Config {
	return &Config{
		Image: "clickhouse/clickhouse-server:" + version,
		// Source: github.com/ariga/atlas/cmd/atlas/internal/docker/docker.go:293 (constant password given to url.UserPassword for the dev database's connection URL)
		User: url.UserPassword("default", pass), // defect credentials
		Port: "9000",
		Env:  []string{"CLICKHOUSE_PASSWORD=" + pass},
	}
}

// Container is a running dev database.
type Container struct {
	Config Config
	Driver string
	Port   string
}

// URL returns the connection URL of the container.
func (c *Container) URL() (*url.URL, error) {
	u := &url.URL{Scheme: c.Driver, User: c.Config.User, Host: "localhost:" + c.Port, Path: "/"}
	u.RawQuery = "sslmode=disable"
	return u, nil
}
