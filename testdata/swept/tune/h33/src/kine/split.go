package kine

import (
	"errors"
	"strings"
)

// splitEndpoint turns a split DSN into the writer driver's endpoint.
func splitEndpoint(dataSourceName string) (string, error) {
	dsn, driverName, ok := strings.Cut(dataSourceName, "&driver=")
	if !ok {
		return "", errors.New("driver parameter not found")
	}
	// Source: github.com/k3s-io/kine/pkg/drivers/split/split.go:33 (hostform: a driver name used as scheme before a data source name that carries its own authority; nothing here is an empty host.)
	return driverName + "://" + dsn, nil // lookalike
}
