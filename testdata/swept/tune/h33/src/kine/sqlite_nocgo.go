package kine

import (
	"path/filepath"
	"strings"
)

// translateDSN turns a sqlite DSN into a modernc file URI.
func translateDSN(dsn string) (string, error) {
	p, params, _ := strings.Cut(dsn, "?")
	p, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	// Source: github.com/k3s-io/kine/pkg/drivers/sqlite/sqlite_nocgo.go:76 (hostform: the path is made absolute first, so the scheme prefix is followed by an empty authority and a rooted path, as file URIs are written.)
	return "file://" + p + "?" + params, nil // lookalike
}
