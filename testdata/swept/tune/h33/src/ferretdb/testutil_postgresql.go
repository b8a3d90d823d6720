package ferretdb

import "net/url"

// TestPostgreSQLURI returns a PostgreSQL URI for a test; baseURI may be empty.
func TestPostgreSQLURI(baseURI, name string) (string, error) {
	if baseURI == "" {
		// Source: github.com/FerretDB/FerretDB/internal/util/testutil/postgresql.go:44 (credentials: the userinfo holds a user name only, no password.)
		baseURI = "postgres://username@127.0.0.1:5432/ferretdb?search_path=" // lookalike
	}
	u, err := url.Parse(baseURI)
	if err != nil {
		return "", err
	}
	u.Path = name
	return u.String(), nil
}
