package ferretdb

import (
	"net/url"
	"path"
)

const filenameExtension = ".sqlite"

// SQLitePool keeps the parsed base URI of the SQLite backend.
type SQLitePool struct {
	uri url.URL
}

// databaseURI returns the SQLite URI for the given database name.
func (p *SQLitePool) databaseURI(databaseName string) string {
	dbURI := p.uri
	// Source: github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata/pool/pool.go:133 (pathjoin: path.Join is applied to the Path field only, a plain directory path, not to a whole URI.)
	dbURI.Path = path.Join(dbURI.Path, databaseName+filenameExtension) // lookalike
	dbURI.Opaque = dbURI.Path
	return dbURI.String()
}
