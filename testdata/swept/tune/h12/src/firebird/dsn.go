// Package firebird holds cases swept from github.com/nakagami/firebirdsql.
package firebird

import (
	"errors"
	"net/url"
	"strings"
)

type firebirdDsn struct {
	addr   string
	dbName string
	user   string
	passwd string
}

func parseDSN(dsns string) (*firebirdDsn, error) {
	dsn := &firebirdDsn{}
	if !strings.HasPrefix(dsns, "firebird://") {
		// Source: github.com/nakagami/firebirdsql/dsn.go:51 (sink: the parser puts its scheme before a DSN written without one, so that url.Parse reads the userinfo and host)
		dsns = "firebird://" + dsns // lookalike
	}
	u, err := url.Parse(dsns)
	if err != nil {
		return nil, err
	}
	if u.User == nil {
		return nil, errors.New("User unknown")
	}
	dsn.user = u.User.Username()
	dsn.passwd, _ = u.User.Password()
	dsn.addr = u.Host
	if !strings.ContainsRune(dsn.addr, ':') {
		dsn.addr += ":3050"
	}
	dsn.dbName = strings.TrimPrefix(u.Path, "/")
	return dsn, nil
}

// ServiceManager talks to the service manager at a host:port address.
type ServiceManager struct{ addr string }

// NewServiceManager connects to the service manager at addr.
func NewServiceManager(addr, user, password string) (*ServiceManager, error) {
	return &ServiceManager{addr: addr}, nil
}

// GetHomeDir returns the server's home directory.
func (sm *ServiceManager) GetHomeDir() (string, error) { return "/opt/firebird", nil }

// Close closes the connection.
func (sm *ServiceManager) Close() error { return nil }

// FBEvent subscribes to events.
type FBEvent struct{}

// NewFBEvent opens an event subscription on the database dsn names.
func NewFBEvent(dsn string) (*FBEvent, error) {
	if _, err := parseDSN(dsn); err != nil {
		return nil, err
	}
	return &FBEvent{}, nil
}

// Close closes the subscription.
func (e *FBEvent) Close() error { return nil }
