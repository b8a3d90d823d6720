package dbos

import (
	"errors"
	"net/url"
	"strings"
)

// SqliteDSN extracts the driver DSN from a sqlite URL.
func SqliteDSN(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	if s := strings.ToLower(u.Scheme); s != "sqlite" && s != "sqlite3" {
		return "", errors.New("not a sqlite URL")
	}
	if u.Host != "" {
		return "", errors.New("sqlite URL has a host component")
	}
	if u.Opaque != "" {
		return u.Opaque, nil
	}
	if u.Path == "" {
		return "", errors.New("sqlite URL has no path")
	}
	return u.Path, nil
}

// DetectDialect maps a database URL scheme to a dialect name.
func DetectDialect(raw string) (string, error) {
	scheme, _, ok := strings.Cut(raw, ":")
	if !ok || scheme == "" {
		return "", errors.New("no scheme")
	}
	switch strings.ToLower(scheme) {
	case "sqlite", "sqlite3":
		return "sqlite", nil
	case "postgres", "postgresql":
		return "postgres", nil
	}
	return "", errors.New("unsupported database scheme")
}

// connStringSetsIdleTimeout reports whether the connection string sets the idle-in-transaction timeout.
func connStringSetsIdleTimeout(connString string) bool {
	u, err := url.Parse(connString)
	if err != nil {
		return false
	}
	q := u.Query()
	return q.Has("idle_in_transaction_session_timeout") || strings.Contains(q.Get("options"), "idle_in_transaction_session_timeout")
}
