package kine

import (
	"net/url"
	"strings"
)

const (
	// Source: github.com/k3s-io/kine/pkg/drivers/pgsql/pgsql.go:32 (credentials: the default DSN used when none is configured carries a constant password in its userinfo.)
	defaultDSN = "postgres://postgres:postgres@localhost/" // defect credentials
)

func prepareConfig(dataSourceName string) (*url.URL, error) {
	if len(dataSourceName) == 0 {
		dataSourceName = defaultDSN
	} else {
		// Source: github.com/k3s-io/kine/pkg/drivers/pgsql/pgsql.go:245 (hostform: a scheme prefix put before the user's data source name, which supplies the host; not a URI with an empty host.)
		dataSourceName = "postgres://" + dataSourceName // lookalike
	}
	u, err := url.Parse(dataSourceName)
	if err != nil {
		return nil, err
	}
	u.Path = strings.ToLower(u.Path)
	return u, nil
}
