package dendrite

import (
	"context"
	"errors"
	"net"
	"net/http"
	"path"
	"strings"
	"testing"
)

type connectionManager struct{}

func (connectionManager) Connection(opts *databaseOptions) error {
	s := string(opts.ConnectionString)
	if s == "" || strings.HasPrefix(s, "http") {
		return errors.New("invalid connection string")
	}
	return nil
}

func TestConnectionManager(t *testing.T) {
	var cm2 connectionManager
	// test invalid connection string configured
	// Source: github.com/element-hq/dendrite/internal/sqlutil/connection_manager_test.go:130 (hostform: the empty-host connection string is a deliberate bad input, the test fails when no error comes back)
	err := cm2.Connection(&databaseOptions{ConnectionString: "http://"}) // lookalike
	if err == nil {
		t.Fatal("expected an error but got none")
	}
}

func TestServeOverUnixSocket(t *testing.T) {
	socket := path.Join(t.TempDir(), "socket")
	client := &http.Client{
		Transport: &http.Transport{
			DialContext: func(_ context.Context, _, _ string) (net.Conn, error) {
				return net.Dial("unix", socket)
			},
		},
	}
	// Source: github.com/element-hq/dendrite/setup/base/base_test.go:97 (plainhttp: the host is a placeholder for a client whose dialer always connects to a local unix socket, no Internet host)
	resp, err := client.Get("http://unix/") // lookalike
	if err != nil {
		t.Skip(err)
	}
	_ = resp.Body.Close()
}
