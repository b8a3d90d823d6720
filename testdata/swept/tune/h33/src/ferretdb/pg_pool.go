package ferretdb

import "net/url"

// Pool keeps the base URI of a backend.
type Pool struct {
	baseURI url.URL
}

// connectURI returns the URI for the given credentials.
func (p *Pool) connectURI(username, password string) string {
	uri := p.baseURI
	if username != "" {
		// Source: github.com/FerretDB/FerretDB/internal/backends/postgresql/metadata/pool/pool.go:99 (credentials: url.UserPassword gets the password the client authenticated with, a variable, not a constant.)
		uri.User = url.UserPassword(username, password) // lookalike
	}
	return uri.String()
}
