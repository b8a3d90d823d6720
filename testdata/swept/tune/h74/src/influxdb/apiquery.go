// Package influxdb holds cases rewritten from github.com/influxdata/influxdb-client-go/v2.
package influxdb

import (
	"net/url"
	"path"
)

type apiService interface {
	ServerAPIURL() string
}

type queryAPI struct {
	httpService apiService
	org         string
}

func (q *queryAPI) queryURL() (string, error) {
	u, err := url.Parse(q.httpService.ServerAPIURL())
	if err != nil {
		return "", err
	}
	// Source: github.com/influxdata/influxdb-client-go/v2/api/query.go:238 (pathjoin: path.Join is applied to the parsed u.Path component, not to a URI string, so the scheme separator is untouched)
	u.Path = path.Join(u.Path, "query") // lookalike
	params := u.Query()
	params.Set("org", q.org)
	// Source: github.com/influxdata/influxdb-client-go/v2/api/query.go:242 (escaper: the query is built with url.Values.Encode, the right escaper for query values)
	u.RawQuery = params.Encode() // lookalike
	return u.String(), nil
}
