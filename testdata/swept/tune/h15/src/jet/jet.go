// Package jet holds cases from github.com/go-jet/jet: the postgres
// generator, the jet command's flags and usage, and the tests' database
// configuration.
package jet

import (
	"database/sql"
	"flag"
	"fmt"
	"net/url"
	"strconv"

	"github.com/jackc/pgconn"
)

// DBConnection contains postgres connection details
type DBConnection struct {
	Host     string
	Port     int
	User     string
	Password string
	SslMode  string
	Params   string

	DBName     string
	SchemaName string
}

// Generate generates jet files at destination dir from database connection details
func Generate(destDir string, dbConn DBConnection) (err error) {
	// Source: github.com/go-jet/jet/generator/postgres/postgres_generator.go:31 (hostjoin: the host comes from the jet command's -host flag and may be an IPv6 address; joined to the port with ':' it gives "postgresql://u:p@::1:5432/db")
	dsn := fmt.Sprintf("postgresql://%s:%s@%s:%s/%s?sslmode=%s", // defect hostjoin
		url.PathEscape(dbConn.User),
		url.PathEscape(dbConn.Password),
		dbConn.Host,
		strconv.Itoa(dbConn.Port),
		url.PathEscape(dbConn.DBName),
		dbConn.SslMode,
	)

	return GenerateDSN(dsn, dbConn.SchemaName, destDir)
}

// GenerateDSN generates jet files using dsn connection string
func GenerateDSN(dsn, schema, destDir string) error {
	cfg, err := pgconn.ParseConfig(dsn)
	if err != nil {
		return fmt.Errorf("failed to parse config: %w", err)
	}
	if cfg.Database == "" {
		return fmt.Errorf("database name is required")
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return fmt.Errorf("failed to open db connection: %w", err)
	}
	defer db.Close()
	return nil
}

var (
	source string
	dsnArg string
	host   string
	port   int
)

func init() {
	flag.StringVar(&source, "source", "", "Database system name (postgres, mysql, cockroachdb, mariadb or sqlite)")

	// Source: github.com/go-jet/jet/cmd/jet/main.go:71 (credentials: the flag's help text, which shows the DSN format with a placeholder password "pass" to users)
	flag.StringVar(&dsnArg, "dsn", "", "Data source name. Unified format for connecting to database.\n    \tPostgreSQL: https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING\n\t\tExample:\n\t\t\tpostgresql://user:pass@localhost:5432/dbname\n    \tMySQL: https://dev.mysql.com/doc/refman/8.0/en/connecting-using-uri-or-key-value-pairs.html\n\t\tExample:\n\t\t\tmysql://jet:jet@tcp(localhost:3306)/dvds\n    \tSQLite: https://www.sqlite.org/c3ref/open.html#urifilenameexamples\n\t\tExample:\n\t\t\tfile://path/to/database/file") // lookalike
	flag.StringVar(&host, "host", "", "Database host path. Used only if dsn is not set. (Example: localhost)")
	flag.IntVar(&port, "port", 0, "Database port. Used only if dsn is not set.")
}

func usage() {
	flag.PrintDefaults()
	fmt.Println()
	// Source: github.com/go-jet/jet/cmd/jet/main.go:220 (credentials: example commands printed in the command's help, prose shown to users whose URIs are examples to copy)
	fmt.Println("Example commands:\n\n\t$ jet -dsn=postgresql://jet:jet@localhost:5432/jetdb?sslmode=disable -schema=dvds -path=./gen\n\t$ jet -dsn=postgres://jet:jet@localhost:26257/jetdb?sslmode=disable -schema=dvds -path=./gen   #cockroachdb\n\t$ jet -source=postgres -dsn=\"user=jet password=jet host=localhost port=5432 dbname=jetdb\" -schema=dvds -path=./gen\n\t$ jet -source=mysql -host=localhost -port=3306 -user=jet -password=jet -dbname=jetdb -path=./gen\n\t$ jet -source=sqlite -dsn=\"file://path/to/sqlite/database/file\" -path=./gen\n\t$ jet -source=sqlite -dsn=\"file://path/to/sqlite/database/file\" -path=./gen -rel-model-path=./entity\n\t") // lookalike
}
