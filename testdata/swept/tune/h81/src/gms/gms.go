// Package gms holds cases rewritten from github.com/dolthub/go-mysql-server.
package gms

import (
	"bytes"
	"database/sql"
	"fmt"
	"net/url"
	"os"
)

// openConnector parses a driver DSN and strips the driver's own options.
func openConnector(dsn string) (string, error) {
	dsnURI, err := url.Parse(dsn)
	if err == nil {
		query := dsnURI.Query()
		if v := query.Get("jsonAs"); v != "" && v != "object" {
			return "", fmt.Errorf("%q is not a valid option for 'jsonAs'", v)
		}
		query.Del("jsonAs")
		// Source: github.com/dolthub/go-mysql-server/driver/driver.go:150 (escaper: the query component is rebuilt with url.Values.Encode, the right escaper for RawQuery.)
		dsnURI.RawQuery = query.Encode() // lookalike
		dsn = dsnURI.String()
	}
	return dsn, nil
}

type userAssertion struct {
	Username string
	Password string
	Query    string
}

func runAsUser(a userAssertion, port int) error {
	// Source: github.com/dolthub/go-mysql-server/enginetest/enginetests.go:2161 (escaper: the password goes raw into a go-sql-driver DSN, which takes passwords unescaped, so no URI escaper belongs there.)
	conn, err := sql.Open("mysql", fmt.Sprintf("%s:%s@tcp(localhost:%d)/?allowCleartextPasswords=true&tls=skip-verify", a.Username, a.Password, port)) // lookalike
	if err != nil {
		return err
	}
	_, err = conn.Query(a.Query)
	return err
}

type serverEngine struct {
	port int
	conn *sql.DB
}

func (s *serverEngine) connect(db string) error {
	// Source: github.com/dolthub/go-mysql-server/enginetest/server_engine.go:103 (hostjoin: the DSN joins a constant IPv4 literal host with a port, which needs no brackets.)
	conn, err := sql.Open("mysql", fmt.Sprintf("root:@tcp(127.0.0.1:%d)/%s?parseTime=true", s.port, db)) // lookalike
	if err != nil {
		return err
	}
	s.conn = conn
	return nil
}

func writePlanHeader(pkg string) []byte {
	var buf bytes.Buffer
	// Source: github.com/dolthub/go-mysql-server/enginetest/plangen/cmd/plangen/main.go:105 (plainhttp: the license address is text in a generated file header, no request is made to it.)
	fmt.Fprintf(&buf, "// Licensed under the Apache License, Version 2.0 (the \"License\");\n// You may obtain a copy of the License at\n//\n//     http://www.apache.org/licenses/LICENSE-2.0\n//\n// Unless required by applicable law or agreed to in writing, software\n// distributed under the License is distributed on an \"AS IS\" BASIS.") // lookalike
	fmt.Fprintf(&buf, "\n\npackage %s\n\n", pkg)
	return buf.Bytes()
}

func outputGoForMap(gofile *os.File, name string) {
	// Source: github.com/dolthub/go-mysql-server/sql/encodings/generate/main.go:180 (syntax: a go:embed directive written into generated code, not a network-path reference with a port.)
	fmt.Fprintln(gofile, "//go:embed "+name+".bin") // lookalike
	fmt.Fprintln(gofile, "var "+name+"_bin []byte")
}

type scriptTest struct {
	Name        string
	SetUpScript []string
}

type userQuery struct {
	Query          string
	ExpectedErr    bool
	ExpectedErrStr string
}

var scriptTests = []scriptTest{
	{
		// Source: github.com/dolthub/go-mysql-server/enginetest/queries/order_by_group_by_queries.go:89 (syntax: an issue link inside the prose name of a test case, rule 4.)
		Name:        "Group by BINARY: https://github.com/dolthub/dolt/issues/6179", // lookalike
		SetUpScript: []string{"create table t (s varchar(100));"},
	},
	{
		// Source: github.com/dolthub/go-mysql-server/enginetest/queries/script_queries.go:3723 (syntax: an issue link inside the prose name of a test case, rule 4.)
		Name:        "alter json column default; from scorewarrior: https://github.com/dolthub/dolt/issues/4543", // lookalike
		SetUpScript: []string{"CREATE TABLE test (i int default 999, j json);"},
	},
	{
		// Source: github.com/dolthub/go-mysql-server/enginetest/queries/trigger_queries.go:2531 (syntax: an issue link in parentheses inside the prose name of a test case, rule 4.)
		Name:        "insert into common sequence table (https://github.com/dolthub/dolt/issues/2534)", // lookalike
		SetUpScript: []string{"create table sequence_table (max_id integer PRIMARY KEY);"},
	},
}

var userQueries = []userQuery{
	{
		Query:       "ALTER USER user2 IDENTIFIED BY RANDOM PASSWORD;",
		ExpectedErr: true,
		// Source: github.com/dolthub/go-mysql-server/enginetest/queries/priv_auth_queries.go:2475 (syntax: a support link inside the expected error message text, rule 4.)
		ExpectedErrStr: "Error 1105 (HY000): random password generation is not currently supported; " + "you can request support at https://github.com/dolthub/dolt/issues/new", // lookalike
	},
}

// Source: github.com/dolthub/go-mysql-server/sql/errors.go:810 (syntax: an issue-tracker link inside an error message format, rule 4.)
const errCollationNotYetImplemented = "The collation `%s` has not yet been implemented, " + "please create an issue at https://github.com/dolthub/go-mysql-server/issues/new and the DoltHub developers will implement it" // lookalike

func collationError(name string) error {
	return fmt.Errorf(errCollationNotYetImplemented, name)
}
