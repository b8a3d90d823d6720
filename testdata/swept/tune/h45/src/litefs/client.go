package litefs

import (
	"errors"
	"io"
	"net/http"
	"net/url"
)

// importRequest builds the request that imports a database on the node at baseURL.
func importRequest(baseURL, name string, r io.Reader) (*http.Request, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	} else if u.Scheme != "http" && u.Scheme != "https" {
		return nil, errors.New("invalid URL scheme")
	}
	// Source: github.com/superfly/litefs/http/client.go:122 (escaper: the database name goes into the query through url.Values.Encode, which escapes it)
	*u = url.URL{Scheme: u.Scheme, Host: u.Host, Path: "/import", RawQuery: (url.Values{"name": {name}}).Encode()} // lookalike
	return http.NewRequest(http.MethodPost, u.String(), r)
}
