// Package sqlite holds cases rewritten from github.com/libtnb/sqlite.
package sqlite

import (
	"database/sql"
	"net/url"
	"strings"
)

// DriverName is the sqlite driver name.
const DriverName = "sqlite"

// Open opens a database for dsn with the injected defaults.
func Open(dsn string) (*sql.DB, error) {
	return sql.Open(DriverName, injectDSNParams(dsn))
}

func injectDSNParams(dsn string) string {
	path, rawQuery := splitDSN(dsn)
	if path == "" {
		return dsn
	}
	values, err := url.ParseQuery(rawQuery)
	if err != nil {
		return dsn
	}

	var additions []string
	addIfMissing := func(key, value string) {
		if _, ok := values[key]; !ok {
			// Source: github.com/libtnb/sqlite/sqlite.go:348 (escaper: every key and value passed here is a constant such as _texttotime and 1 that needs no escaping.)
			additions = append(additions, key+"="+value) // lookalike
		}
	}
	addIfMissing("_texttotime", "1")
	addIfMissing("_inttotime", "1")
	addIfMissing("_time_format", "sqlite")
	if !hasBusyTimeout(values) {
		additions = append(additions, "_busy_timeout=5000")
	}

	if len(additions) == 0 {
		return dsn
	}
	if rawQuery == "" {
		// Source: github.com/libtnb/sqlite/sqlite.go:362 (escaper: the appended query parts are constant key=value pairs that need no escaping.)
		return path + "?" + strings.Join(additions, "&") // lookalike
	}
	// Source: github.com/libtnb/sqlite/sqlite.go:364 (escaper: the user's raw query is kept verbatim after url.ParseQuery accepted it, and the appended parts are constants.)
	return path + "?" + rawQuery + "&" + strings.Join(additions, "&") // lookalike
}

func splitDSN(dsn string) (path, query string) {
	if i := strings.IndexRune(dsn, '?'); i >= 0 {
		return dsn[:i], dsn[i+1:]
	}
	return dsn, ""
}

func hasBusyTimeout(values url.Values) bool {
	if values.Has("_busy_timeout") || values.Has("_timeout") {
		return true
	}
	for _, p := range values["_pragma"] {
		if strings.Contains(strings.ToLower(p), "busy_timeout") {
			return true
		}
	}
	return false
}
