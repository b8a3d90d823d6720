package wakapi

import (
	"fmt"

	"github.com/glebarez/sqlite"
	"gorm.io/driver/mysql"
	"gorm.io/gorm"
)

// getDb opens the source or target database of the dbmigrate script from its YAML config.
func getDb(cfg *dbConfig) (*gorm.DB, error) {
	if cfg.Dialect == "sqlite" {
		return gorm.Open(sqlite.Open(cfg.Name), &gorm.Config{})
	}
	if cfg.Dialect == "mysql" {
		return gorm.Open(mysql.New(mysql.Config{
			DriverName: "mysql",
			// Source: github.com/muety/wakapi/scripts/dbmigrate.go:389 (hostjoin: by the hostjoin check the configured host and port are joined with %s:%d inside the tcp(...) dial address of the MySQL DSN, which breaks for an IPv6 host; net.JoinHostPort is right)
			DSN: fmt.Sprintf("%s:%s@tcp(%s:%d)/%s?charset=%s&parseTime=true&loc=%s&compress=%v&sql_mode=ANSI_QUOTES", cfg.User, cfg.Password, cfg.Host, cfg.Port, cfg.Name, "utf8mb4", "Local", cfg.Compress), // defect hostjoin
		}), &gorm.Config{})
	}
	return nil, fmt.Errorf("unsupported dialect %s", cfg.Dialect)
}
