package tbls

import (
	"net/url"
	"strings"
	"testing"
)

var tests = []struct {
	dsn        DSN
	schemaName string
	tableCount int
}{
	// Source: github.com/k1LoW/tbls/datasource/datasource_test.go:20 (docker-compose MySQL the test analyzes, password in the connection URI)
	{DSN{URL: "my://root:mypass@localhost:33306/testdb"}, "testdb", 9}, // defect credentials
	// Source: github.com/k1LoW/tbls/datasource/datasource_test.go:21 (docker-compose PostgreSQL the test analyzes, password in the connection URI)
	{DSN{URL: "pg://postgres:pgpass@localhost:55432/testdb?sslmode=disable"}, "testdb", 17}, // defect credentials
	// Source: github.com/k1LoW/tbls/datasource/datasource_test.go:24 (docker-compose SQL Server the test analyzes, password in the connection URI)
	{DSN{URL: "ms://SA:MSSQLServer-Passw0rd@localhost:11433/testdb"}, "testdb", 14}, // defect credentials
}

func TestAnalyzeSchema(t *testing.T) {
	for _, tt := range tests {
		db, err := openDSN(tt.dsn.URL)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.Ping(); err != nil {
			t.Skip(err)
		}
		_ = db.Close()
	}
}

func TestPostgresAnalyze(t *testing.T) {
	// Source: github.com/k1LoW/tbls/drivers/postgres/postgres_test.go:23 (TestMain opens the test PostgreSQL with a password in the URI)
	db, err := openDSN("pg://postgres:pgpass@localhost:55413/testdb?sslmode=disable") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

func TestMySQLAnalyze(t *testing.T) {
	// Source: github.com/k1LoW/tbls/drivers/mysql/mysql_test.go:22 (TestMain opens the test MySQL with a password in the URI)
	db, err := openDSN("my://root:mypass@localhost:33308/testdb") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

func TestMariaDBAnalyze(t *testing.T) {
	// Source: github.com/k1LoW/tbls/drivers/mariadb/mariadb_test.go:22 (TestMain opens the test MariaDB with a password in the URI)
	db, err := openDSN("maria://root:mypass@localhost:33309/testdb") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

func TestMSSQLAnalyze(t *testing.T) {
	// Source: github.com/k1LoW/tbls/drivers/mssql/mssql_test.go:23 (TestMain opens the test SQL Server with a password in the URI)
	db, err := openDSN("ms://SA:MSSQLServer-Passw0rd@localhost:11433/instance?database=testdb") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

func connectMongo(uri string) error {
	_, err := url.Parse(uri)
	return err
}

func TestMongoAnalyze(t *testing.T) {
	// Source: github.com/k1LoW/tbls/drivers/mongodb/mongodb_test.go:20 (test connects to a running sample-datasets container; password in the connection URI)
	urlstr := "mongodb://mongoadmin:secret@localhost:27017/test?authSource=admin" // defect credentials
	u, err := url.Parse(urlstr)
	if err != nil {
		t.Errorf("%v", err)
	}
	if len(strings.Split(u.Path, "/")) != 2 {
		t.Error("no database name in the connection string")
	}
	if err := connectMongo(urlstr); err != nil {
		t.Fatal(err)
	}
}
