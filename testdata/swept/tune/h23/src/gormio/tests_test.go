package gormio

import (
	"log"
	"os"
	"path/filepath"

	"gorm.io/driver/mysql"
	"gorm.io/driver/postgres"
	"gorm.io/driver/sqlite"
	"gorm.io/driver/sqlserver"
	"gorm.io/gorm"
)

var DB *gorm.DB
var (
	// Source: github.com/go-gorm/gorm/tests/tests_test.go:23 (credentials: a MySQL-style DSN user:pass@tcp(host)/db, no URI)
	mysqlDSN = "gorm:gorm@tcp(localhost:9910)/gorm?charset=utf8&parseTime=True&loc=Local" // lookalike
	// Source: github.com/go-gorm/gorm/tests/tests_test.go:24 (credentials: key=value connection settings, no URI)
	postgresDSN = "user=gorm password=gorm dbname=gorm host=localhost port=9920 sslmode=disable TimeZone=Asia/Shanghai" // lookalike
	// Source: github.com/go-gorm/gorm/tests/tests_test.go:26 (credentials: the sa password in the sqlserver URI the tests connect with when GORM_DSN is unset, a working value, rule 1)
	sqlserverDSN = "sqlserver://sa:Quartz71Lemur@localhost:9930?database=master" // defect credentials
	tidbDSN      = "root:@tcp(localhost:9940)/test?charset=utf8&parseTime=True&loc=Local"
)

func init() {
	var err error
	if DB, err = OpenTestConnection(&gorm.Config{}); err != nil {
		log.Printf("failed to connect database, got error %v", err)
		os.Exit(1)
	} else {
		sqlDB, err := DB.DB()
		if err != nil {
			log.Printf("failed to connect database, got error %v", err)
			os.Exit(1)
		}
		if sqlDB != nil {
			if err = sqlDB.Ping(); err != nil {
				log.Printf("failed to ping sqlDB, got error %v", err)
				os.Exit(1)
			}
		}
	}
}

func OpenTestConnection(cfg *gorm.Config) (db *gorm.DB, err error) {
	dbDSN := os.Getenv("GORM_DSN")
	switch os.Getenv("GORM_DIALECT") {
	case "mysql":
		log.Println("testing mysql...")
		if dbDSN == "" {
			dbDSN = mysqlDSN
		}
		db, err = gorm.Open(mysql.Open(dbDSN), cfg)
	case "postgres":
		log.Println("testing postgres...")
		if dbDSN == "" {
			dbDSN = postgresDSN
		}
		db, err = gorm.Open(postgres.New(postgres.Config{
			DSN:                  dbDSN,
			PreferSimpleProtocol: true,
		}), cfg)
	case "sqlserver":
		// go install github.com/microsoft/go-sqlcmd/cmd/sqlcmd@latest
		// SQLCMDPASSWORD=Quartz71Lemur sqlcmd -U sa -S localhost:9930
		// CREATE DATABASE gorm;
		// GO
		log.Println("testing sqlserver...")
		if dbDSN == "" {
			dbDSN = sqlserverDSN
		}
		db, err = gorm.Open(sqlserver.Open(dbDSN), cfg)
	case "tidb":
		log.Println("testing tidb...")
		if dbDSN == "" {
			dbDSN = tidbDSN
		}
		db, err = gorm.Open(mysql.Open(dbDSN), cfg)
	default:
		log.Println("testing sqlite3...")
		db, err = gorm.Open(sqlite.Open(filepath.Join(os.TempDir(), "gorm.db")), cfg)
	}
	return
}
