package wakapi

import (
	"fmt"

	"github.com/glebarez/sqlite"
	"gorm.io/driver/mysql"
	"gorm.io/gorm"
)

func (c *dbConfig) GetDialector() gorm.Dialector {
	switch c.Dialect {
	case "mysql":
		return mysql.New(mysql.Config{
			DriverName: c.Dialect,
			DSN:        mysqlConnectionString(c),
		})
	case "sqlite3":
		return sqlite.Open(sqliteConnectionString(c))
	}
	return nil
}

func mysqlConnectionString(config *dbConfig) string {
	if len(config.DSN) > 0 {
		return config.DSN
	}

	// Source: github.com/muety/wakapi/config/db.go:76 (hostjoin: by the hostjoin check the configured database host and port are joined by hand into the tcp(...) dial address of the MySQL DSN, which breaks for an IPv6 host such as ::1; net.JoinHostPort is right)
	host := fmt.Sprintf("tcp(%s:%d)", config.Host, config.Port) // defect hostjoin

	if config.Socket != "" {
		host = fmt.Sprintf("unix(%s)", config.Socket)
	}

	// Source: github.com/muety/wakapi/config/db.go:82 (credentials: by the credentials check only a URI userinfo password or a constant one counts, and this go-sql-driver DSN takes user and password from configuration)
	return fmt.Sprintf("%s:%s@%s/%s?charset=%s&parseTime=true&loc=%s&compress=%v&sql_mode=ANSI_QUOTES", config.User, config.Password, host, config.Name, config.Charset, "Local", config.Compress) // lookalike
}

func sqliteConnectionString(config *dbConfig) string {
	// Source: github.com/muety/wakapi/config/db.go:117 (escaper: by the escaper check nothing is misused: a SQLite file name followed by driver pragmas is a driver DSN, not a URI that needs a URI escaper)
	return fmt.Sprintf("%s?busy_timeout=10000&journal_mode=wal", config.Name) // lookalike
}
