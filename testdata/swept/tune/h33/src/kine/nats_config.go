package kine

import (
	"errors"
	"net/url"
	"strings"
)

// clientURL rebuilds the NATS server list from parsed connection strings.
func clientURL(connections []string) (string, error) {
	b := strings.Builder{}
	for idx, c := range connections {
		if idx > 0 {
			b.WriteString(",")
		}
		u, err := url.Parse(c)
		if err != nil {
			return "", err
		}
		if u.Scheme != "nats" {
			return "", errors.New("invalid connection string=" + c)
		}
		// Source: github.com/k3s-io/kine/pkg/drivers/nats/config.go:161 (hostform: a scheme prefix that the next write completes with the parsed host, not a URI with an empty host.)
		b.WriteString("nats://") // lookalike
		b.WriteString(u.Host)
	}
	return b.String(), nil
}
