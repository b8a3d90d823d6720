// Package dbmate holds cases from github.com/amacneil/dbmate: the drivers'
// connection strings and the redaction of log lines.
package dbmate

import (
	"fmt"
	"net/url"
	"regexp"
	"runtime"
	"strings"
)

// redactLogString attempts to redact passwords from errors
func redactLogString(in string) string {
	re := regexp.MustCompile("([a-zA-Z]+://[^:]+:)[^@]+@")
	return re.ReplaceAllString(in, "${1}********@")
}

// bigqueryConnectionStringOld is the BigQuery driver's former connection string.
//
// nolint:unused
func bigqueryConnectionStringOld(u *url.URL) string {
	//if connecting to emulator with host:port format
	if u.Port() != "" {
		paths := strings.Split(strings.TrimPrefix(u.Path, "/"), "/")

		newURL := &url.URL{
			Scheme: u.Scheme,
			Host:   paths[0],
		}

		params := url.Values{}
		if u.Query().Get("disable_auth") == "true" {
			params.Set("disable_auth", "true")
		}
		// Source: github.com/amacneil/dbmate/pkg/driver/bigquery/bigquery.go:411 (hostjoin: the emulator's host from the database URL, u.Hostname(), which drops the brackets of an IPv6 address, is joined to the port with ':' in the endpoint URL)
		params.Set("endpoint", fmt.Sprintf("http://%s:%s", u.Hostname(), u.Port())) // defect hostjoin

		if len(paths) == 3 {
			// bigquery://host:port/project/location/dataset
			newURL.Path += "/" + paths[1]
			newURL.Path += "/" + paths[2]
		} else {
			// bigquery://host:port/project/dataset
			newURL.Path += "/" + paths[1]
		}

		newURL.RawQuery = params.Encode()

		return newURL.String()
	}

	//connecting to GCP BigQuery, drop all query strings
	newURL := &url.URL{
		Scheme: u.Scheme,
		Host:   u.Host,
		Path:   u.Path,
	}

	return newURL.String()
}

func clickhouseConnectionString(initialURL *url.URL) string {
	// clone url
	u, _ := url.Parse(initialURL.String())

	// Default TCP port for Clickhouse (works both for tcp and clickhouse scheme)
	defaultPort := "9000"

	// Update scheme and default port based on variant
	switch u.Scheme {
	case "clickhouse+http", "http":
		u.Scheme = "http"
		defaultPort = "8123"
	case "clickhouse+https", "https":
		u.Scheme = "https"
		defaultPort = "8443"
	}

	// Set default port if not specified
	if u.Port() == "" {
		// Source: github.com/amacneil/dbmate/pkg/driver/clickhouse/clickhouse.go:62 (hostjoin: u.Host is the Host field of net/url.URL, which keeps the brackets of an IPv6 address)
		u.Host = fmt.Sprintf("%s:%s", u.Host, defaultPort) // lookalike
	}

	query := u.Query()
	username := u.User.Username()
	password, _ := u.User.Password()

	if query.Get("username") != "" {
		username = query.Get("username")
		query.Del("username")
	}
	if query.Get("password") != "" {
		password = query.Get("password")
		query.Del("password")
	}

	if username != "" {
		if password == "" {
			u.User = url.User(username)
		} else {
			// Source: github.com/amacneil/dbmate/pkg/driver/clickhouse/clickhouse.go:82 (credentials: url.UserPassword of the user and password read from the configured URL, no constant)
			u.User = url.UserPassword(username, password) // lookalike
		}
	}

	if query.Get("database") != "" {
		u.Path = fmt.Sprintf("/%s", query.Get("database"))
		query.Del("database")
	}

	u.RawQuery = query.Encode()

	return u.String()
}

func mysqlConnectionString(u *url.URL) string {
	query := u.Query()
	query.Set("multiStatements", "true")

	host := u.Host
	protocol := "tcp"

	if query.Get("socket") != "" {
		protocol = "unix"
		host = query.Get("socket")
		query.Del("socket")
	} else if u.Port() == "" {
		// set default port
		host = fmt.Sprintf("%s:3306", host)
	}

	// Get decoded user:pass
	userPassEncoded := u.User.String()
	userPass, _ := url.PathUnescape(userPassEncoded)

	normalizedString := ""
	if userPass != "" { // user:pass can be empty
		normalizedString = userPass + "@"
	}

	// connection string format required by go-sql-driver/mysql
	normalizedString = fmt.Sprintf("%s%s(%s)%s?%s", normalizedString,
		protocol, host, u.Path, query.Encode())

	return normalizedString
}

func mysqlDumpArgs(u *url.URL) []string {
	args := []string{"--opt", "--routines", "--no-data"}
	if hostname := u.Hostname(); hostname != "" {
		args = append(args, "--host="+hostname)
	}
	if port := u.Port(); port != "" {
		args = append(args, "--port="+port)
	}
	if username := u.User.Username(); username != "" {
		args = append(args, "--user="+username)
	}
	if password, set := u.User.Password(); set {
		args = append(args, "--password="+password)
	}
	return append(args, strings.TrimLeft(u.Path, "/"))
}

func postgresConnectionString(u *url.URL) string {
	hostname := u.Hostname()
	port := u.Port()
	query := u.Query()

	// support socket parameter for consistency with mysql
	if query.Get("socket") != "" {
		query.Set("host", query.Get("socket"))
		query.Del("socket")
	}

	// default hostname
	if hostname == "" && query.Get("host") == "" {
		switch runtime.GOOS {
		case "linux":
			query.Set("host", "/var/run/postgresql")
		case "darwin", "freebsd", "dragonfly", "openbsd", "netbsd":
			query.Set("host", "/tmp")
		default:
			hostname = "localhost"
		}
	}

	// host param overrides url hostname
	if query.Get("host") != "" {
		hostname = ""
	}

	// always specify a port
	if query.Get("port") != "" {
		port = query.Get("port")
		query.Del("port")
	}
	if port == "" {
		switch u.Scheme {
		case "redshift":
			port = "5439"
		default:
			port = "5432"
		}
	}

	// generate output URL
	out, _ := url.Parse(u.String())
	// force scheme back to postgres if there was another postgres-compatible scheme
	out.Scheme = "postgres"
	// Source: github.com/amacneil/dbmate/pkg/driver/postgres/postgres.go:137 (hostjoin: hostname is u.Hostname() of the DATABASE_URL, which drops the brackets of an IPv6 address; joined to the port with ':' in the Host field it gives "postgres://::1:5432/…")
	out.Host = fmt.Sprintf("%s:%s", hostname, port) // defect hostjoin
	out.RawQuery = query.Encode()

	return out.String()
}

func sqliteConnectionString(u *url.URL) string {
	var raw string
	switch {
	case u.Opaque != "":
		raw = u.Opaque
	case u.Host != "":
		raw = "/" + u.Host + u.Path
	default:
		raw = u.Path
	}
	if p, err := url.PathUnescape(raw); err == nil {
		raw = p
	}
	for len(raw) > 1 && raw[0] == '/' && raw[1] == '/' {
		raw = raw[1:]
	}
	if u.RawQuery != "" {
		raw += "?" + u.RawQuery
	}
	return raw
}

func bigqueryConnectionString(u *url.URL) string {
	return u.String()
}

// driverFor returns the name of the driver registered for the URL's scheme.
func driverFor(u *url.URL) (string, error) {
	switch u.Scheme {
	case "bigquery", "clickhouse", "clickhouse+http", "clickhouse+https", "mysql", "postgres", "sqlite":
		return u.Scheme, nil
	}
	return "", fmt.Errorf("unsupported driver: %s", u.Scheme)
}
