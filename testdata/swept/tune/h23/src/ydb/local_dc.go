package ydb

import (
	"context"
	"errors"
	"net"
	"net/url"
	"strings"
)

// endpointInfo is a node of the cluster.
type endpointInfo interface {
	Address() string
	Location() string
}

func extractHostPort(address string) (host, port string, _ error) {
	if !strings.Contains(address, "://") {
		// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/balancer/local_dc.go:141 (sink: a placeholder scheme put before host:port only so that url.Parse reads the host and port, no URI sent anywhere)
		address = "stub://" + address // lookalike
	}

	u, err := url.Parse(address)
	if err != nil {
		return "", "", err
	}

	host, port, err = net.SplitHostPort(u.Host)
	if err != nil {
		return "", "", err
	}

	return host, port, nil
}

func detectLocalDC(ctx context.Context, endpoints []endpointInfo) (string, error) {
	if len(endpoints) == 0 {
		return "", errors.New("empty endpoint list")
	}
	var d net.Dialer
	for _, e := range endpoints {
		host, port, err := extractHostPort(e.Address())
		if err != nil {
			continue
		}
		conn, err := d.DialContext(ctx, "tcp", net.JoinHostPort(host, port))
		if err == nil {
			_ = conn.Close()
			return e.Location(), nil
		}
	}
	return "", errors.New("no endpoint reachable")
}
