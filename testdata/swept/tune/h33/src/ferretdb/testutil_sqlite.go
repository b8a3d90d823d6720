package ferretdb

import (
	"net/url"
	"path"
)

// TestSQLiteURI returns a SQLite URI for a test; baseURI is a file URI with an opaque relative path.
func TestSQLiteURI(baseURI, name string) (string, error) {
	u, err := url.Parse(baseURI)
	if err != nil {
		return "", err
	}
	// Source: github.com/FerretDB/FerretDB/internal/util/testutil/sqlite.go:45 (pathjoin: path.Join is applied to the opaque path part only, a relative directory, not to a whole URI.)
	u.Opaque = path.Join(u.Opaque, name) + "/" // lookalike
	return u.String(), nil
}
