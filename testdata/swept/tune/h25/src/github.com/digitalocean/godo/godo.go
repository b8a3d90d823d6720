// Package godo stands in for github.com/digitalocean/godo: only what the
// cases use.
package godo

// DatabaseConnection holds the connection details of a database cluster.
type DatabaseConnection struct {
	Protocol string `json:"protocol,omitempty"`
	URI      string `json:"uri,omitempty"`
	Database string `json:"database,omitempty"`
	Host     string `json:"host,omitempty"`
	Port     int    `json:"port,omitempty"`
	User     string `json:"user,omitempty"`
	Password string `json:"password,omitempty"`
	SSL      bool   `json:"ssl,omitempty"`
}

// DatabaseUser is a user of a database cluster.
type DatabaseUser struct {
	Name     string `json:"name,omitempty"`
	Role     string `json:"role,omitempty"`
	Password string `json:"password,omitempty"`
}

// DatabasePool is a connection pool of a database cluster.
type DatabasePool struct {
	User       string              `json:"user"`
	Name       string              `json:"name"`
	Size       int                 `json:"size"`
	Database   string              `json:"db"`
	Mode       string              `json:"mode"`
	Connection *DatabaseConnection `json:"connection,omitempty"`
}

// Database is a database cluster.
type Database struct {
	ID         string              `json:"id,omitempty"`
	Name       string              `json:"name,omitempty"`
	EngineSlug string              `json:"engine,omitempty"`
	Connection *DatabaseConnection `json:"connection,omitempty"`
	Users      []DatabaseUser      `json:"users,omitempty"`
}
