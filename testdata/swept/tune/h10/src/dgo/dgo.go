// Package dgo holds the cases of github.com/dgraph-io/dgo.
package dgo

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

const (
	dgraphScheme = "dgraph"
	cloudPort    = "443"
)

// Dgraph is a client.
type Dgraph struct {
	addr     string
	user     string
	password string
}

// Close closes the client.
func (d *Dgraph) Close() {}

// Open parses a connection string and returns a client.
func Open(connStr string) (*Dgraph, error) {
	u, err := url.Parse(connStr)
	if err != nil {
		return nil, fmt.Errorf("invalid connection string: %w", err)
	}
	if u.Scheme != dgraphScheme {
		return nil, fmt.Errorf("invalid scheme: must start with %s://", dgraphScheme)
	}
	if len(strings.Split(u.Host, ":")) != 2 {
		return nil, errors.New("invalid connection string: host url must have both host and port")
	}
	if strings.Split(u.Host, ":")[1] == "" {
		return nil, errors.New("invalid connection string: missing port after port-separator colon")
	}
	d := &Dgraph{addr: u.Host}
	if u.User != nil {
		d.user = u.User.Username()
		d.password, _ = u.User.Password()
		if d.user != "groot" || d.password != "password" {
			return nil, errors.New("invalid username or password")
		}
	}
	return d, nil
}

// DialCloud returns the gRPC address of a Dgraph Cloud endpoint.
func DialCloud(endpoint string) (string, error) {
	var grpcHost string
	switch {
	case strings.Contains(endpoint, ".grpc.") && strings.Contains(endpoint, ":"+cloudPort):
		grpcHost = endpoint
	case strings.Contains(endpoint, ".grpc.") && !strings.Contains(endpoint, ":"+cloudPort):
		// Source: github.com/dgraph-io/dgo/client.go:86 (hostjoin: a gRPC target host:port, no URI)
		grpcHost = endpoint + ":" + cloudPort // lookalike
	default:
		if !strings.HasPrefix(endpoint, "http") {
			// Source: github.com/dgraph-io/dgo/client.go:90 (hostjoin: a scheme put before an endpoint that has none, so that url.Parse reads its host)
			endpoint = "https://" + endpoint // lookalike
		}
		u, err := url.Parse(endpoint)
		if err != nil {
			return "", err
		}
		urlParts := strings.SplitN(u.Host, ".", 2)
		if len(urlParts) < 2 {
			return "", errors.New("invalid URL to Dgraph Cloud")
		}
		// Source: github.com/dgraph-io/dgo/client.go:100 (hostjoin: a gRPC target made of a DNS name and the cloud port, no URI)
		grpcHost = urlParts[0] + ".grpc." + urlParts[1] + ":" + cloudPort // lookalike
	}
	return grpcHost, nil
}
