package hdb

import "net/url"

const urlSchema = "hdb"

// DSN is a parsed data source name.
type DSN struct {
	host               string
	username, password string
}

// String reassembles the DSN into a DSN string.
func (dsn *DSN) String() string {
	u := &url.URL{
		Scheme: urlSchema,
		Host:   dsn.host,
	}
	switch {
	case dsn.username != "" && dsn.password != "":
		// Source: github.com/SAP/go-hdb/driver/dsn.go:227 (credentials: url.UserPassword of the parsed user and password, no constant; it escapes the userinfo)
		u.User = url.UserPassword(dsn.username, dsn.password) // lookalike
	case dsn.username != "":
		u.User = url.User(dsn.username)
	}
	return u.String()
}
