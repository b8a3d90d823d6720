package ferretdb

import "net/url"

// TestMySQLURI returns a MySQL URI for a test; baseURI may be empty.
func TestMySQLURI(baseURI, name string) (string, error) {
	if baseURI == "" {
		// Source: github.com/FerretDB/FerretDB/internal/util/testutil/mysql.go:43 (credentials: a constant password in the default base URI that tests connect with, in a helper file that is not a test file.)
		baseURI = "mysql://username:password@127.0.0.1:3306/ferretdb" // defect credentials
	}
	u, err := url.Parse(baseURI)
	if err != nil {
		return "", err
	}
	u.Path = name
	return u.String(), nil
}
