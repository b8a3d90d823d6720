package gms

import (
	"bufio"
	"database/sql"
	"fmt"
	"net"
	"os"
	"testing"
)

const (
	address = "localhost"
	dbName  = "mydb"
)

var port = 3306

func usingServer() bool { return os.Getenv("SERVER_ENGINE") != "" }

func TestExampleLoadedUser(t *testing.T) {
	// Source: github.com/dolthub/go-mysql-server/_example/main_test.go:89 (credentials: a go-sql-driver DSN with the test server's own user is no RFC 3986 URI, so it has no URI userinfo.)
	conn, err := sql.Open("mysql", fmt.Sprintf("gms_user:123456@tcp(%s:%d)/%s?allowCleartextPasswords=true", address, port, dbName)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := conn.Ping(); err != nil {
		t.Fatal(err)
	}
}

func TestQuery(t *testing.T) {
	// Source: github.com/dolthub/go-mysql-server/driver/e2e_test.go:15 (sink: a scheme-less DSN reference goes to a driver that reads it with url.Parse, which takes relative references.)
	dsn, err := openConnector(t.Name() + "?jsonAs=object") // lookalike
	if err != nil || dsn != t.Name() {
		t.Fatal(dsn, err)
	}
}

func TestWarnings(t *testing.T) {
	if usingServer() {
		// Source: github.com/dolthub/go-mysql-server/enginetest/engine_only_test.go:75 (syntax: an issue link inside a skip message is prose, rule 4.)
		t.Skip("tracking issue: https://github.com/dolthub/dolt/issues/6921 and the one mentioned inside this issue as well") // lookalike
	}
}

func TestQueriesPreparedSimple(t *testing.T) {
	if usingServer() {
		// Source: github.com/dolthub/go-mysql-server/enginetest/memory_engine_test.go:92 (syntax: two issue links joined by words inside a skip message are prose, rule 4.)
		t.Skip("issue: https://github.com/dolthub/dolt/issues/6904 and https://github.com/dolthub/dolt/issues/6901") // lookalike
	}
}

func TestDateParse(t *testing.T) {
	if usingServer() {
		// Source: github.com/dolthub/go-mysql-server/enginetest/memory_engine_test.go:879 (syntax: an issue link after a label inside a skip message is prose, rule 4.)
		t.Skip("issue: https://github.com/dolthub/dolt/issues/6901") // lookalike
	}
}

func testServer(t *testing.T, port string) {
	// Source: github.com/dolthub/go-mysql-server/server/handler_test.go:1309 (hostform: an empty-host listen address for net.Listen means all interfaces and is no URI.)
	l, err := net.Listen("tcp", ":"+port) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = l.Close()
}

func genBuilder(t *testing.T, f *os.File, typ string) {
	w := bufio.NewWriter(f)
	// Source: github.com/dolthub/go-mysql-server/sql/rowexec/builder_gen_test.go:259 (plainhttp: the license address is text in a generated file header template, no request is made to it.)
	fmt.Fprintf(w, "// Licensed under the Apache License, Version 2.0 (the \"License\");\n// You may obtain a copy of the License at\n//\n//     http://www.apache.org/licenses/LICENSE-2.0\n//\n// limitations under the License.\n\npackage rowexec\n\nimport \"github.com/dolthub/go-mysql-server/sql/%s\"\n", typ) // lookalike
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}
