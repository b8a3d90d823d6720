package anywhere

import "testing"

// Source: github.com/influxdata/telegraf/plugins/common/postgresql/config_test.go
// Rows of URIs and the key/value DSN each becomes: the password is carried
// over like any other part, nothing in the test is about it.
func TestURIToDSN(t *testing.T) {
	tests := []struct {
		name     string
		uri      string
		expected string
	}{
		{
			name:     "simple",
			uri:      `postgres://carol:s3cret@localhost:5432/shop?sslmode=prefer`, // defect credentials
			expected: "dbname=shop host=localhost password=s3cret port=5432 sslmode=prefer user=carol",
		},
		{
			name:     "multiple hosts",
			uri:      `postgres://carol:s3cret@pg1:1,pg2:2,pg3:3/shop?sslmode=disable`, // defect credentials
			expected: "dbname=shop host=pg1,pg2,pg3 password=s3cret port=1,2,3 sslmode=disable user=carol",
		},
		{
			name:     "multiple hosts without ports",
			uri:      `postgres://carol:s3cret@pg1,pg2,pg3/shop?sslmode=disable`, // defect credentials
			expected: "dbname=shop host=pg1,pg2,pg3 password=s3cret sslmode=disable user=carol",
		},
	}
	for _, tt := range tests {
		_ = tt
	}
}

// Source: github.com/google/go-cloud/mysql/mysql_test.go
// Rows of URLs whose query options the opener must understand.
func TestOpenerOptions(t *testing.T) {
	tests := []struct {
		url     string
		wantErr bool
	}{
		{url: "mysql://app:apppass@localhost/inventory"},               // defect credentials
		{url: "mysql://app:apppass@localhost/inventory?timeout=5s"},    // defect credentials
		{url: "mysql://app:apppass@localhost/inventory?tls=preferred"}, // defect credentials
	}
	for _, tt := range tests {
		_ = tt
	}
}

// Source: github.com/jackc/pgx/pgconn/config_test.go
// Rows of connection strings and the config each must parse into.
func TestParseConfigRows(t *testing.T) {
	tests := []struct {
		name       string
		connString string
	}{
		{name: "sslmode disable", connString: "postgres://dana:topsecret@localhost:5432/books?sslmode=disable"}, // defect credentials
		{name: "sslmode allow", connString: "postgres://dana:topsecret@localhost:5432/books?sslmode=allow"},     // defect credentials
	}
	for _, tt := range tests {
		_ = tt
	}
}
