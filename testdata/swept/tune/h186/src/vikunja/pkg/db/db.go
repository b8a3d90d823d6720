// Package db rewrites the cases of code.vikunja.io/api/pkg/db.
package db

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/lib/pq"
	"xorm.io/xorm"
)

// parsePostgreSQLHostPort parses given input in various forms defined in
// https://www.postgresql.org/docs/current/static/libpq-connect.html#LIBPQ-CONNSTRING
// and returns proper host and port number.
func parsePostgreSQLHostPort(info string) (string, string) {
	host, port := "127.0.0.1", "5432"
	if strings.Contains(info, ":") && !strings.HasSuffix(info, "]") {
		idx := strings.LastIndex(info, ":")
		host = info[:idx]
		port = info[idx+1:]
	} else if len(info) > 0 {
		host = info
	}
	return host, port
}

// Copied and adopted from gitea's modules/setting/database.go.
func getPostgreSQLConnectionString(dbHost, dbUser, dbPasswd, dbName, dbSchema, dbSslMode, dbSslCert, dbSslKey, dbSslRootCert string) (connStr string) {
	dbParam := "?"
	if strings.Contains(dbName, dbParam) {
		dbParam = "&"
	}
	host, port := parsePostgreSQLHostPort(dbHost)
	if host[0] == '/' { // looks like a unix socket
		// Source: code.vikunja.io/api/pkg/db/db.go:184 (escaper: the configured sslcert, sslkey and sslrootcert file paths and the socket directory are spliced raw into the query of the connection URI, so a path with &, #, + or % breaks the parameters; values needing escaping spliced raw)
		connStr = fmt.Sprintf("postgres://%s:%s@:%s/%s%ssslmode=%s&sslcert=%s&sslkey=%s&sslrootcert=%s&host=%s", // defect escaper
			// Source: code.vikunja.io/api/pkg/db/db.go:185 (escaper: url.PathEscape leaves : unescaped, so a database user containing a colon is split into user and password by the URI parser; the path escaper is the wrong one for userinfo, url.UserPassword is right)
			url.PathEscape(dbUser), // defect escaper
			// Source: code.vikunja.io/api/pkg/db/db.go:185 (escaper: in the password position url.PathEscape escapes / ? # % and space, and the : and @ it leaves are read correctly there since the user ends at the first colon and the host starts after the last @)
			url.PathEscape(dbPasswd), // lookalike
			port, dbName, dbParam, dbSslMode, dbSslCert, dbSslKey, dbSslRootCert, host)
	} else {
		// Source: code.vikunja.io/api/pkg/db/db.go:187 (hostjoin: the host comes from parsePostgreSQLHostPort, which keeps the brackets of an IPv6 literal such as [::1], so joining it with the port by hand yields a valid authority where net.JoinHostPort would double the brackets)
		connStr = fmt.Sprintf("postgres://%s:%s@%s:%s/%s%ssslmode=%s&sslcert=%s&sslkey=%s&sslrootcert=%s", // lookalike
			// Source: code.vikunja.io/api/pkg/db/db.go:188 (escaper: url.PathEscape leaves : unescaped, so a database user containing a colon is split into user and password; the wrong escaper for userinfo)
			url.PathEscape(dbUser), // defect escaper
			// Source: code.vikunja.io/api/pkg/db/db.go:188 (escaper: in the password position the characters url.PathEscape leaves (: and @) are read correctly by the URI parser, so the password survives)
			url.PathEscape(dbPasswd), // lookalike
			host, port, dbName, dbParam, dbSslMode, dbSslCert, dbSslKey, dbSslRootCert)
	}
	// Pin search_path so raw SQL resolves to the same schema as xorm-built statements.
	if dbSchema != "" {
		searchPath := pq.QuoteIdentifier(dbSchema)
		if dbSchema != "public" {
			searchPath += ",public"
		}
		// Source: code.vikunja.io/api/pkg/db/db.go:197 (escaper: url.QueryEscape is the right escaper for the quoted schema list placed as a query value)
		connStr += "&search_path=" + url.QueryEscape(searchPath) // lookalike
	}
	return connStr
}

func initSqliteEngine(path string) (engine *xorm.Engine, err error) {
	if path == "memory" {
		tmpDir, mkErr := os.MkdirTemp("", "vikunja-*")
		if mkErr != nil {
			return nil, fmt.Errorf("could not create temp directory for ephemeral database: %w", mkErr)
		}
		dbPath := filepath.Join(tmpDir, "vikunja.db")
		// Source: code.vikunja.io/api/pkg/db/db.go:307 (escaper: a sqlite3 driver DSN, a file name the driver splits at ? and not a URI, built from a temp directory path with fixed parameters)
		engine, err = xorm.NewEngine("sqlite3", dbPath+"?_busy_timeout=5000&_journal_mode=WAL") // lookalike
		return
	}
	// Source: code.vikunja.io/api/pkg/db/db.go:341 (escaper: the configured sqlite file path with fixed driver parameters, a plain file-name DSN the driver splits at ? and not a URI)
	engine, err = xorm.NewEngine("sqlite3", path+"?_busy_timeout=5000&_journal_mode=WAL") // lookalike
	return
}
