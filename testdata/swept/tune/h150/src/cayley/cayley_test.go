package cayley

import (
	"database/sql"
	"fmt"
	"net"
	"os"
	"strings"
	"testing"
)

func runCmd(args ...string) error { return nil }

func TestCayleyExport(t *testing.T) {
	lis, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer lis.Close()
	// Source: github.com/cayleygraph/cayley/cmd/cayleyexport/cayleyexport_test.go:59 (hostjoin: the listener's Addr().String() is already a host:port, brackets included for IPv6)
	if err := runCmd("--uri", fmt.Sprintf("http://%s", lis.Addr().String())); err != nil { // lookalike
		t.Fatal(err)
	}
}

func TestCayleyImport(t *testing.T) {
	lis, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", "0"))
	if err != nil {
		t.Fatal(err)
	}
	defer lis.Close()
	// Source: github.com/cayleygraph/cayley/cmd/cayleyimport/cayleyimport_test.go:71 (hostjoin: the listener's Addr().String() is already a host:port, brackets included for IPv6)
	if err := runCmd("people.jsonld", "--uri", fmt.Sprintf("http://%s", lis.Addr().String())); err != nil { // lookalike
		t.Fatal(err)
	}
}

func makeCockroach(t testing.TB, addr string) string {
	// Source: github.com/cayleygraph/cayley/graph/sql/cockroach/cockroach_test.go:55 (credentials: the userinfo holds only the user root, no password)
	addr = `postgresql://root@` + addr // lookalike
	// Source: github.com/cayleygraph/cayley/graph/sql/cockroach/cockroach_test.go:56 (escaper: the appended query is a constant sslmode parameter that needs no escaping)
	db, err := sql.Open("pgx", addr+`?sslmode=disable`) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	const dbName = "cayley"
	if _, err = db.Exec("CREATE DATABASE " + dbName); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/cayleygraph/cayley/graph/sql/cockroach/cockroach_test.go:65 (escaper: the path segment is the constant database name, which needs no escaping)
	addr = addr + `/` + dbName + `?sslmode=disable` // lookalike
	return addr
}

func makePostgres(t testing.TB, addr string) string {
	check := func(addr string) bool {
		// Source: github.com/cayleygraph/cayley/graph/sql/postgres/postgres_test.go:25 (credentials: a constant password sits in the connection URI the test opens against its database container)
		db, err := sql.Open("postgres", `postgres://postgres:postgres@`+addr+`/postgres?sslmode=disable`) // defect credentials
		if err != nil {
			return false
		}
		db.Close()
		return true
	}
	if !check(addr) {
		t.Skip("no database")
	}
	// Source: github.com/cayleygraph/cayley/graph/sql/postgres/postgres_test.go:32 (credentials: a constant password sits in the connection URI the test hands to the store as its configuration)
	addr = `postgres://postgres:postgres@` + addr + `/postgres?sslmode=disable` // defect credentials
	return addr
}

func makeSqlite(t testing.TB) string {
	tmpFile, err := os.CreateTemp("", "cayley_test_sql*")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(tmpFile.Name()) })
	// Source: github.com/cayleygraph/cayley/graph/sql/sqlite/sqlite_test.go:22 (escaper: a temp file path in a sqlite file DSN is not among the texts known to need escaping)
	return fmt.Sprintf("file:%s?_loc=UTC", tmpFile.Name()) // lookalike
}

func splitLine(line string) (string, string) {
	i := strings.IndexByte(line, ' ')
	if i < 0 {
		return line, ""
	}
	return line[:i], line[i:]
}

func TestSplitLines(t *testing.T) {
	cases := []struct{ line, command string }{
		// Source: github.com/cayleygraph/cayley/internal/repl/repl_test.go:43 (syntax: an N-Quads statement with bracketed IRIs is command text for the REPL line splitter, not one URI)
		{`:d <http://one.example/subject1> <http://one.example/predicate1> <http://one.example/object1> . # comments here`, ":d"}, // lookalike
	}
	for _, c := range cases {
		if got, _ := splitLine(c.line); got != c.command {
			t.Errorf("got %q", got)
		}
	}
}

func runGizmo(query string) []string { return nil }

func TestGizmo(t *testing.T) {
	cases := []struct {
		message string
		query   string
		expect  []string
	}{
		{
			message: "default namespaces",
			query:   `g.addDefaultNamespaces()`,
			// Source: github.com/cayleygraph/cayley/query/gizmo/gizmo_test.go:582 (plainhttp: the RDF vocabulary IRI is an identifier that is never fetched)
			expect: []string{"<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"}, // lookalike
		},
		{
			message: "add namespace",
			// Source: github.com/cayleygraph/cayley/query/gizmo/gizmo_test.go:587 (plainhttp: a namespace IRI on an example domain inside script text, an identifier never fetched)
			query: `g.addNamespace('ex','http://example.net/'); g.emit(g.IRI('ex:alice'))`, // lookalike
		},
	}
	for _, c := range cases {
		if got := runGizmo(c.query); len(got) != len(c.expect) {
			t.Errorf("%s: got %v", c.message, got)
		}
	}
}

type has struct {
	pred string
	obj  []string
}

func parseGraphQL(q string) []has { return nil }

func TestParseGraphQL(t *testing.T) {
	// Source: github.com/cayleygraph/cayley/query/graphql/graphql_test.go:54 (syntax: IRIs used as predicate and value identifiers are the expected output of the GraphQL query parser, not hosts to reach)
	want := has{"http://iri", []string{"http://some_iri"}} // lookalike
	if got := parseGraphQL("{user}"); len(got) != 0 && got[0].pred != want.pred {
		t.Errorf("got %v", got)
	}
}

func unmarshalStep(data string) error { return nil }

func TestUnmarshalStep(t *testing.T) {
	// Source: github.com/cayleygraph/cayley/query/linkedql/registry_test.go:25 (plainhttp: the JSON-LD vocabulary IRI is an identifier that is never fetched)
	data := `{"@type": "TestStep", "@context": {"@vocab": "http://cayley.io/linkedql#"}}` // lookalike
	if err := unmarshalStep(data); err != nil {
		t.Fatal(err)
	}
}
