package dbmate

import (
	"net/url"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

func mustParseURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	require.NoError(t, err)
	return u
}

func TestRedactLogString(t *testing.T) {
	examples := []struct {
		in       string
		expected string
	}{
		{"normal string",
			"normal string"},
		// malformed URL example (note forward slash in password)
		// Source: github.com/amacneil/dbmate/main_test.go:53 (credentials: input of the redactor, a malformed URL the comment says so, rule 2b/2c)
		{"parse \"mysql://username:otS33+tb/e4=@localhost:3306/database\": invalid", // lookalike
			// Source: github.com/amacneil/dbmate/main_test.go:54 (credentials: the redactor's expected output, a masked password, rule 2c)
			"parse \"mysql://username:********@localhost:3306/database\": invalid"}, // lookalike
		// invalid port, but probably not a password since there is no @
		{"parse \"mysql://localhost:abc/database\": invalid",
			"parse \"mysql://localhost:abc/database\": invalid"},
	}

	for _, ex := range examples {
		require.Equal(t, ex.expected, redactLogString(ex.in))
	}
}

func TestBigQueryConnectionString(t *testing.T) {
	cases := []struct {
		input    string
		expected string
	}{
		{"bigquery://projectid/dataset", "bigquery://projectid/dataset"},
		{"bigquery://projectid/location/dataset?disable_auth=true", "bigquery://projectid/location/dataset?disable_auth=true"},
		// Source: github.com/amacneil/dbmate/pkg/driver/bigquery/bigquery_test.go:127 (percent: the endpoint URL percent-encoded as a query value, ':' and '/' encoded in uppercase hex, which a query value may do; the same text in and out)
		{"bigquery://projectid/location/dataset?endpoint=http%3A%2F%2F0.0.0.0%3A9050", "bigquery://projectid/location/dataset?endpoint=http%3A%2F%2F0.0.0.0%3A9050"}, // lookalike
	}

	for _, c := range cases {
		t.Run(c.input, func(t *testing.T) {
			u, err := url.Parse(c.input)
			require.NoError(t, err)

			actual := bigqueryConnectionString(u)
			require.Equal(t, c.expected, actual)
		})
	}
}

func TestClickHouseConnectionString(t *testing.T) {
	cases := []struct {
		input    string
		expected string
	}{
		// defaults
		{"clickhouse://myhost", "clickhouse://myhost:9000"},
		// custom port
		{"clickhouse://myhost:1234/mydb", "clickhouse://myhost:1234/mydb"},
		// username & password
		// Source: github.com/amacneil/dbmate/pkg/driver/clickhouse/clickhouse_test.go:53 (credentials: input and expected output of the package's connection-string builder, in a table that tries it without credentials and with, rule 2c/2d)
		{"clickhouse://abc:123@myhost/mydb", "clickhouse://abc:123@myhost:9000/mydb"}, // lookalike
		{"clickhouse://abc:@myhost/mydb", "clickhouse://abc@myhost:9000/mydb"},
		// username & password parameter
		// Source: github.com/amacneil/dbmate/pkg/driver/clickhouse/clickhouse_test.go:57 (credentials: the expected output holds the password the query parameter overrides the userinfo's with, which the row gives on its own, rule 2c)
		{"clickhouse://aaa:111@myhost/mydb?username=bbb&password=222", "clickhouse://bbb:222@myhost:9000/mydb"}, // lookalike
	}

	for _, c := range cases {
		t.Run(c.input, func(t *testing.T) {
			u, err := url.Parse(c.input)
			require.NoError(t, err)

			actual := clickhouseConnectionString(u)
			require.Equal(t, c.expected, actual)
		})
	}
}

func TestMySQLConnectionString(t *testing.T) {
	t.Run("defaults", func(t *testing.T) {
		u, err := url.Parse("mysql://host/foo")
		require.NoError(t, err)
		require.Equal(t, "", u.Port())

		s := mysqlConnectionString(u)
		require.Equal(t, "tcp(host:3306)/foo?multiStatements=true", s)
	})

	t.Run("special chars", func(t *testing.T) {
		// Source: github.com/amacneil/dbmate/pkg/driver/mysql/mysql_test.go:83 (syntax: raw '!' and '@' in the password on purpose, in a case named special chars, input of the package's DSN converter, rule 2b/2c)
		u, err := url.Parse("mysql://duhfsd7s:123!@123!@@host:123/foo?flag=on") // lookalike
		require.NoError(t, err)
		require.Equal(t, "123", u.Port())

		s := mysqlConnectionString(u)
		require.Equal(t, "duhfsd7s:123!@123!@@tcp(host:123)/foo?flag=on&multiStatements=true", s)
	})

	t.Run("url encoding", func(t *testing.T) {
		// Source: github.com/amacneil/dbmate/pkg/driver/mysql/mysql_test.go:92 (percent: '+', '^', '[', '*', '(' and ')' percent-encoded in the userinfo, none of them unreserved, in uppercase hex; the case checks the converter decodes them, rule 2b/2c)
		u, err := url.Parse("mysql://bob%2Balice:secret%5E%5B%2A%28%29@host:123/foo") // lookalike
		require.NoError(t, err)
		require.Equal(t, "bob+alice:secret%5E%5B%2A%28%29", u.User.String())
		require.Equal(t, "123", u.Port())

		s := mysqlConnectionString(u)
		// ensure that '+' is correctly encoded by url.PathUnescape as '+'
		// (not whitespace as url.QueryUnescape generates)
		require.Equal(t, "bob+alice:secret^[*()@tcp(host:123)/foo?multiStatements=true", s)
	})
}

func TestMySQLDumpArgs(t *testing.T) {
	cases := []struct {
		name     string
		url      string
		expected []string
	}{
		// mysql://bob/mydb
		{"MySQL 5.7.44", "mysql://bob/mydb", []string{"--opt", "--routines", "--no-data", "--host=bob", "mydb"}},

		// mysql://alice:pw@bob:5678/mydb
		// Source: github.com/amacneil/dbmate/pkg/driver/mysql/mysql_test.go:214 (credentials: the row writes the password the code must take out, "--password=pw", beside the URL, and the table has a row without one, rule 2c/2d)
		{"MySQL 5.7.44", "mysql://alice:pw@bob:5678/mydb", []string{"--opt", "--routines", "--no-data", "--host=bob", "--port=5678", "--user=alice", "--password=pw", "mydb"}}, // lookalike
	}

	for _, c := range cases {
		t.Run(c.name+"__"+c.url, func(t *testing.T) {
			u := mustParseURL(t, c.url)
			require.Equal(t, c.expected, mysqlDumpArgs(u))
		})
	}
}

func TestGetDriver(t *testing.T) {
	// Source: github.com/amacneil/dbmate/pkg/driver/postgres/postgres_test.go:92 (hostform: a postgres URL with no host, which libpq reads as the local socket; the test only looks up the driver for the scheme)
	u := mustParseURL(t, "postgres://") // lookalike
	drv, err := driverFor(u)
	require.NoError(t, err)
	require.Equal(t, "postgres", drv)
}

func defaultConnString() string {
	switch runtime.GOOS {
	case "linux":
		// Source: github.com/amacneil/dbmate/pkg/driver/postgres/postgres_test.go:154 (hostform: an empty host with the socket directory in the host parameter, the form libpq takes for a unix socket; the expected output of the builder)
		return "postgres://:5432/foo?host=%2Fvar%2Frun%2Fpostgresql" // lookalike
	case "darwin", "freebsd", "dragonfly", "openbsd", "netbsd":
		return "postgres://:5432/foo?host=%2Ftmp"
	default:
		return "postgres://localhost:5432/foo"
	}
}

func TestPostgresConnectionString(t *testing.T) {
	cases := []struct {
		input    string
		expected string
	}{
		// defaults
		{"postgres:///foo", defaultConnString()},
		// support custom url params
		// Source: github.com/amacneil/dbmate/pkg/driver/postgres/postgres_test.go:170 (credentials: input and expected output of the package's connection-string builder, which must pass the password through, in a table with rows without one, rule 2c/2d)
		{"postgres://bob:secret@myhost:1234/foo?bar=baz", "postgres://bob:secret@myhost:1234/foo?bar=baz"}, // lookalike
		// redshift default port is 5439, not 5432
		{"redshift://myhost/foo", "postgres://myhost:5439/foo"},
	}

	for _, c := range cases {
		t.Run(c.input, func(t *testing.T) {
			u, err := url.Parse(c.input)
			require.NoError(t, err)

			actual := postgresConnectionString(u)
			require.Equal(t, c.expected, actual)
		})
	}
}

func TestSQLiteConnectionString(t *testing.T) {
	tests := []struct {
		name, url, want string
	}{
		{"relative", "sqlite:foo/bar.sqlite3?mode=ro", "foo/bar.sqlite3?mode=ro"},
		{"two slashes", "sqlite://tmp/foo.sqlite3?mode=ro", "/tmp/foo.sqlite3?mode=ro"},
		// Source: github.com/amacneil/dbmate/pkg/driver/sqlite/sqlite_test.go:105 (syntax: a space in the path on purpose, the case's name says so, input of the package's URL-to-file converter, rule 2b/2c)
		{"two slashes with space in path", "sqlite://tmp/foo bar.sqlite3?mode=ro", "/tmp/foo bar.sqlite3?mode=ro"}, // lookalike
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			u := mustParseURL(t, tt.url)
			require.Equal(t, tt.want, sqliteConnectionString(u))
		})
	}
}
