// Package sqlite holds cases rewritten from github.com/ncruces/go-sqlite3.
package sqlite

import (
	"fmt"
	"net/url"
	"testing"

	"github.com/ncruces/go-sqlite3"
)

const vfsName = "github.com/ncruces/go-sqlite3/ext/serdes.sliceVFS"

// Deserialize restores a database from the slice VFS.
func Deserialize(db *sqlite3.Conn, schema string) error {
	// Source: github.com/ncruces/go-sqlite3/ext/serdes/serdes.go:44 (escaper: the appended vfsName is a package constant, a raw name whose dots and slashes are legal in a query value.)
	return db.Restore(schema, "file:serdes.db?immutable=1&vfs="+vfsName) // lookalike
}

// TestDB returns the DSN of a fresh in-memory database.
func TestDB(tb testing.TB, params ...url.Values) string {
	tb.Helper()
	name := fmt.Sprintf("%s_%s", tb.Name(), "r")
	p := url.Values{"vfs": {"memdb"}}
	for _, v := range params {
		for k, vs := range v {
			for _, s := range vs {
				p.Add(k, s)
			}
		}
	}
	// Source: github.com/ncruces/go-sqlite3/vfs/memdb/api.go:109 (hostform: url.URL with OmitHost builds a host-less file URI, and the file scheme needs no host.)
	return (&url.URL{Scheme: "file", OmitHost: true, Path: "/" + name, RawQuery: p.Encode()}).String() // lookalike
}
