package dagger

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strconv"

	"github.com/Khan/genqlient/graphql"
)

// EngineConn is a connection to the engine.
type EngineConn interface {
	Do(*http.Request) (*http.Response, error)
	Host() string
	Close() error
}

type sessionEnvConn struct {
	*http.Client
	host string
}

func (c *sessionEnvConn) Host() string { return c.host }
func (c *sessionEnvConn) Close() error { return nil }

type cliSessionConn struct {
	*http.Client
}

func (c *cliSessionConn) Host() string { return "dagger" }
func (c *cliSessionConn) Close() error { return nil }

func getConn(ctx context.Context) (EngineConn, error) {
	portStr, ok := os.LookupEnv("DAGGER_SESSION_PORT")
	if !ok {
		return &cliSessionConn{Client: http.DefaultClient}, nil
	}
	port, err := strconv.Atoi(portStr)
	if err != nil {
		return nil, fmt.Errorf("invalid port in DAGGER_SESSION_PORT: %w", err)
	}
	return &sessionEnvConn{
		Client: http.DefaultClient,
		host:   fmt.Sprintf("127.0.0.1:%d", port),
	}, nil
}

// Client is the Dagger Engine Client.
type Client struct {
	conn EngineConn
	c    graphql.Client
}

// Connect to a Dagger Engine.
func Connect(ctx context.Context) (*Client, error) {
	conn, err := getConn(ctx)
	if err != nil {
		return nil, err
	}
	// Source: github.com/dagger/dagger/sdk/go/client.go:130 (hostjoin: Host() is already host:port, "127.0.0.1:" and a port, or the name "dagger" that the connection dials itself; no ':' is added)
	gql := graphql.NewClient("http://"+conn.Host()+"/query", conn) // lookalike

	return &Client{conn: conn, c: gql}, nil
}
