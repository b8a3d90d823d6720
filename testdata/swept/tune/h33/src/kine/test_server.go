package kine

import "fmt"

const sqliteDefaultParams = "_journal_mode=WAL&_busy_timeout=30000"

// setDatabasePath points a sqlite endpoint at dir, an absolute temp directory.
func setDatabasePath(scheme, dir string) string {
	if scheme == "" {
		scheme = "sqlite"
	}
	// Source: github.com/k3s-io/kine/pkg/testserver/test_server.go:142 (hostform: dir is an absolute temp directory, so the sqlite URI has an empty authority and a rooted path, which sqlite accepts.)
	return fmt.Sprintf("%s://%s/state.db?%s", scheme, dir, sqliteDefaultParams) // lookalike
}
