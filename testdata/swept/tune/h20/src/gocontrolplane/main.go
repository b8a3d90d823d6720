// Package gocontrolplane holds cases of github.com/envoyproxy/go-control-plane.
package gocontrolplane

import (
	"context"
	"fmt"
	"net/http"
)

func callEcho(client *http.Client, tls bool, basePort uint, count int) (*http.Response, error) {
	proto := "http"
	if tls {
		proto = "https"
	}

	req, err := http.NewRequestWithContext(
		context.Background(),
		http.MethodGet,
		// Source: github.com/envoyproxy/go-control-plane/pkg/test/main/main.go:336 (hostjoin: the host is the constant 127.0.0.1, no IPv6 risk)
		fmt.Sprintf("%s://127.0.0.1:%d", proto, basePort+uint(count)), // lookalike
		nil,
	)
	if err != nil {
		return nil, err
	}
	return client.Do(req)
}
