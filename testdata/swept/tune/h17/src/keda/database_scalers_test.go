package keda

import "testing"

var testCouchDBResolvedEnv = map[string]string{
	// Source: github.com/kedacore/keda/pkg/scalers/couchdb_scaler_test.go:19 (credentials: the test also writes the password on its own under CouchDB_PASSWORD, beside the connection string it keeps in the resolved env, rule 2c)
	"CouchDB_CONN_STR": "http://admin:YeFvQno9LylIm5MDgwcV@localhost:5984/", // lookalike
	"CouchDB_PASSWORD": "YeFvQno9LylIm5MDgwcV",
}

func TestParseCouchDBMetadata(t *testing.T) {
	_, err := parseCouchDBMetadata(&ScalerConfig{
		ResolvedEnv:     testCouchDBResolvedEnv,
		TriggerMetadata: map[string]string{"connectionStringFromEnv": "CouchDB_CONN_STR", "query": `{"selector":{}}`},
	})
	if err != nil {
		t.Fatal(err)
	}
}

type parseMongoDBMetadataTestData struct {
	metadata    map[string]string
	authParams  map[string]string
	resolvedEnv map[string]string
	raisesError bool
}

type mongoDBConnectionStringTestData struct {
	metadataTestData *parseMongoDBMetadataTestData
	connectionString string
}

var testMONGODBMetadata = []parseMongoDBMetadataTestData{
	// from trigger auth
	{
		metadata:    map[string]string{"query": `{"name":"John"}`, "collection": "demo", "queryValue": "12"},
		authParams:  map[string]string{"dbName": "test", "host": "localhost", "port": "1234", "username": "sample", "password": "sec@ure"},
		resolvedEnv: map[string]string{},
		raisesError: false,
	},
}

var mongoDBConnectionStringTestDatas = []mongoDBConnectionStringTestData{
	// Source: github.com/kedacore/keda/pkg/scalers/mongo_scaler_test.go:148 (credentials: the row's metadata gives the code the password "sec@ure" on its own, which the URI holds escaped, rule 2c)
	{metadataTestData: &testMONGODBMetadata[0], connectionString: "mongodb://sample:sec%40ure@localhost:1234/test"}, // lookalike
}

func TestParseMongoDBConnectionString(t *testing.T) {
	for _, testData := range mongoDBConnectionStringTestDatas {
		meta, err := parseMongoDBMetadata(&ScalerConfig{
			ResolvedEnv:     testData.metadataTestData.resolvedEnv,
			TriggerMetadata: testData.metadataTestData.metadata,
			AuthParams:      testData.metadataTestData.authParams,
		})
		if err != nil {
			t.Error("Expected success but got error:", err)
		}
		_ = meta
	}
}

func TestMSSQLConnectionString(t *testing.T) {
	for _, tc := range []struct {
		name                     string
		meta                     *mssqlMetadata
		expectedConnectionString string
	}{
		{
			name: "Connection string generated from full metadata",
			meta: &mssqlMetadata{Host: "example.database.windows.net", Username: "user1", Password: "Password#1", Port: "1433", Database: "AdventureWorks"},
			// Source: github.com/kedacore/keda/pkg/scalers/mssql_scaler_test.go:69 (credentials: the expected output of the code that puts in the password the row gives it on its own, "Password#1", rule 2c)
			expectedConnectionString: "sqlserver://user1:Password%231@example.database.windows.net:1433?database=AdventureWorks", // lookalike
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := getMSSQLConnectionString(tc.meta); got != tc.expectedConnectionString {
				t.Errorf("got %q", got)
			}
		})
	}
}

type parsePostgreSQLMetadataTestData struct {
	metadata map[string]string
}

var testPostgreSQLMetadata = []parsePostgreSQLMetadataTestData{
	// connection without username and password
	{metadata: map[string]string{"query": "test_query", "targetQueryValue": "5", "connection": "postgresql://localhost:5432"}},
	// connection with password + metricname
	// Source: github.com/kedacore/keda/pkg/scalers/postgresql_scaler_test.go:27 (credentials: the table tries the same connection with a password and without, rule 2d)
	{metadata: map[string]string{"query": "test_query", "targetQueryValue": "5", "connection": "postgresql://username:password@localhost:5432", "metricName": "scaler_sql_data2"}}, // lookalike
}

func TestParsePostgreSQLMetadata(t *testing.T) {
	for _, testData := range testPostgreSQLMetadata {
		if testData.metadata["connection"] == "" {
			t.Error("no connection")
		}
	}
}

var testMySQLResolvedEnv = map[string]string{
	"MYSQL_USERNAME": "test_username",
	"MYSQL_PASSWORD": "pass",
	// Source: github.com/kedacore/keda/pkg/scalers/mysql_scaler_test.go:12 (syntax: a go-sql-driver MySQL DSN, "user@tcp(host:port)/db", no URI)
	"MYSQL_CONN_STR": "user@tcp(http://my.mysql.dev:3306)/stats_db", // lookalike
}

func TestMySQLResolvedEnv(t *testing.T) {
	if testMySQLResolvedEnv["MYSQL_CONN_STR"] == "" {
		t.Fatal("empty")
	}
}
