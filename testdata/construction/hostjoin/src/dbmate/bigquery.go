package dbmate

import (
	"fmt"
	"net/url"
	"strings"
)

// Source: github.com/amacneil/dbmate/pkg/driver/bigquery/bigquery.go:411 (for an emulator given as host:port, the endpoint parameter joins u.Hostname(), whose brackets are gone, to u.Port() with ':')
func connectionStringOld(u *url.URL) string {
	if u.Port() == "" {
		return u.String()
	}
	paths := strings.Split(strings.TrimPrefix(u.Path, "/"), "/")
	newURL := &url.URL{Scheme: u.Scheme, Host: paths[0]}
	params := url.Values{}
	if u.Query().Get("disable_auth") == "true" {
		params.Set("disable_auth", "true")
	}
	params.Set("endpoint", fmt.Sprintf("http://%s:%s", u.Hostname(), u.Port())) // defect hostjoin
	newURL.RawQuery = params.Encode()
	return newURL.String()
}

func ConnectionString(u *url.URL) string { return connectionStringOld(u) }
