package pgexporter

import "net/url"

// Source: github.com/prometheus-community/postgres_exporter/exporter/util.go:222 (the DSN is made loggable by replacing its password with the marker "PASSWORD_REMOVED")
func loggableDSN(dsn string) string {
	pDSN, err := url.Parse(dsn)
	if err != nil {
		return "could not parse DATA_SOURCE_NAME"
	}
	if pDSN.User != nil {
		pDSN.User = url.UserPassword(pDSN.User.Username(), "PASSWORD_REMOVED") // lookalike
	}
	return pDSN.String()
}

// DSN is a parsed data source name.
type DSN struct {
	scheme, host, path, username, password string
}

func dsnFromString(in string) (DSN, error) {
	u, err := url.Parse(in)
	if err != nil {
		return DSN{}, err
	}
	d := DSN{scheme: u.Scheme, host: u.Host, path: u.Path}
	if u.User != nil {
		d.username = u.User.Username()
		d.password, _ = u.User.Password()
	}
	return d, nil
}

func LogDSN(dsn string) string { return loggableDSN(dsn) }
