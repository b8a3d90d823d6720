// Package gorqlite holds the cases of github.com/rqlite/gorqlite.
package gorqlite

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

type apiOperation int

const (
	apiStatus apiOperation = iota
	apiQuery
)

type peer string

// Connection is a connection to an rqlite cluster.
type Connection struct {
	username         string
	password         string
	wantsHTTPS       bool
	consistencyLevel string
	leader           peer
}

// Open parses the connection URL; "http://" alone means localhost:4001
// with no auth.
func Open(connURL string) (*Connection, error) {
	u, err := url.Parse(connURL)
	if err != nil {
		return nil, err
	}
	conn := &Connection{wantsHTTPS: u.Scheme == "https", leader: peer(u.Host), consistencyLevel: "weak"}
	if u.Host == "" {
		conn.leader = "localhost:4001"
	}
	if u.User != nil {
		conn.username = u.User.Username()
		conn.password, _ = u.User.Password()
	}
	return conn, nil
}

func (conn *Connection) assembleURL(apiOp apiOperation, p peer) string {
	var builder strings.Builder
	if conn.wantsHTTPS {
		builder.WriteString("https")
	} else {
		builder.WriteString("http")
	}
	// Source: github.com/rqlite/gorqlite/cluster.go:68 (hostform: the "://" written between the scheme and the authority of the URL being built)
	builder.WriteString("://") // lookalike
	if conn.username != "" && conn.password != "" {
		builder.WriteString(conn.username)
		builder.WriteString(":")
		// Source: github.com/rqlite/gorqlite/cluster.go:72 (escaper: the password is written into the userinfo with no escaper, so an '@', ':' or '/' in it ends the userinfo early)
		builder.WriteString(conn.password) // defect escaper
		builder.WriteString("@")
	}
	builder.WriteString(string(p))
	switch apiOp {
	case apiStatus:
		builder.WriteString("/status")
	case apiQuery:
		builder.WriteString("/db/query")
	}
	if apiOp == apiQuery {
		// Source: github.com/rqlite/gorqlite/cluster.go:91 (escaper: the level is one of the package's constant names)
		builder.WriteString("?timings&level=") // lookalike
		builder.WriteString(conn.consistencyLevel)
	}
	return builder.String()
}

// Query sends a query to the leader.
func (conn *Connection) Query() (*http.Response, error) {
	return http.Get(conn.assembleURL(apiQuery, conn.leader))
}

func redactURL(u string) string {
	parsed, err := url.Parse(u)
	if err != nil {
		return ""
	}
	return parsed.Redacted()
}

// MockServer is a fake rqlite node.
type MockServer struct {
	Port string
}

// WaitForReady polls the mock server.
func (m *MockServer) WaitForReady() error {
	// Source: github.com/rqlite/gorqlite/integration/rqlite_mock_server.go:64 (hostjoin: a constant host joined to the mock server's port)
	target := fmt.Sprintf("http://localhost:%s", m.Port) // lookalike
	req, err := http.NewRequest(http.MethodGet, target, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
