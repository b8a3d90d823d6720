// Package dburl holds cases from github.com/xo/dburl, a parser of database
// URLs that generates each driver's DSN, and of its passfile package.
package dburl

import (
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"path"
	"sort"
	"strings"
)

var ErrInvalidDatabaseScheme = errors.New("invalid database scheme")

// URL wraps the standard net/url.URL type, adding the driver and its DSN.
type URL struct {
	url.URL
	OriginalScheme string
	Transport      string
	Driver         string
	DSN            string
}

// Parse parses a database URL.
func Parse(urlstr string) (*URL, error) {
	v, err := url.Parse(urlstr)
	if err != nil {
		return nil, err
	}
	if v.Scheme == "" {
		return nil, ErrInvalidDatabaseScheme
	}
	u := &URL{URL: *v, OriginalScheme: v.Scheme}
	if i := strings.Index(u.Scheme, "+"); i != -1 {
		u.Transport = u.Scheme[i+1:]
		u.Scheme = u.Scheme[:i]
	}
	switch u.Scheme {
	case "pg", "postgres", "pgx":
		u.Driver = "pgx"
		u.DSN, _, err = genPgx(u, "localhost", "5432", nil)
	case "vertica":
		u.Driver = "vertica"
		u.DSN, _, err = GenFromURL("vertica://localhost:5433/")(u)
	case "ydb":
		u.Driver = "ydb"
		u.DSN, _, err = GenYDB(u)
	case "voltdb":
		u.Driver = "voltdb"
		u.DSN, _, err = GenVoltdb(u)
	default:
		u.Driver = u.Scheme
		u.DSN = genRewrite(u, u.Scheme, "", u.RawQuery)
	}
	return u, err
}

// Open opens a database connection using a URL.
func Open(urlstr string) (*sql.DB, error) {
	u, err := Parse(urlstr)
	if err != nil {
		return nil, err
	}
	return sql.Open(u.Driver, u.DSN)
}

// withDefaults adds to a raw query each default option that it does not give.
func withDefaults(rawQuery string, defaults map[string]string) string {
	keys := make([]string, 0, len(defaults))
	for k := range defaults {
		if !strings.Contains(rawQuery, k+"=") {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var parts []string
	if rawQuery != "" {
		parts = append(parts, rawQuery)
	}
	for _, k := range keys {
		// Source: github.com/xo/dburl/dburl.go:217 (escaper: each default option's key and value go through url.QueryEscape, the right escaper for a query)
		parts = append(parts, url.QueryEscape(k)+"="+url.QueryEscape(defaults[k])) // lookalike
	}
	return strings.Join(parts, "&")
}

// BuildURL creates a dsn using the mapped components.
func BuildURL(components map[string]string) (string, error) {
	if components == nil {
		return "", ErrInvalidDatabaseScheme
	}
	var urlstr string
	if proto, ok := components["proto"]; ok {
		urlstr = proto + ":"
	}
	if host, ok := components["host"]; ok {
		hostinfo := url.QueryEscape(host)
		if port, ok := components["port"]; ok {
			hostinfo += ":" + port
		}
		if user, ok := components["user"]; ok {
			userinfo := url.User(user)
			if pass, ok := components["password"]; ok {
				userinfo = url.UserPassword(user, pass)
			}
			hostinfo = userinfo.String() + "@" + hostinfo
		}
		urlstr += "//" + hostinfo
	}
	var v []string
	if instance, ok := components["instance"]; ok {
		v = append(v, url.PathEscape(instance))
	}
	if dbname, ok := components["database"]; ok {
		v = append(v, url.PathEscape(dbname))
	}
	if len(v) != 0 {
		// Source: github.com/xo/dburl/dburl.go:519 (pathjoin: path.Join of the escaped instance and database segments, no URI; the result goes after the authority)
		if s := path.Join(v...); s != "" { // lookalike
			urlstr += "/" + s
		}
	}
	if q, ok := components["q"]; ok && q != "" {
		urlstr += "?" + q
	}
	return urlstr, nil
}

// genRewrite writes u with the scheme of the driver.
func genRewrite(u *URL, scheme, port, rawQuery string) string {
	host := "localhost"
	if h := u.Hostname(); h != "" {
		host = h
	}
	if p := u.Port(); p != "" {
		port = p
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port != "" {
		// Source: github.com/xo/dburl/dsn.go:97 (hostjoin: the host from u.Hostname() is put back in brackets two lines up when it holds a ':', so an IPv6 host is joined right)
		host += ":" + port // lookalike
	}
	z := &url.URL{
		Scheme:   scheme,
		User:     u.User,
		Host:     host,
		Path:     u.Path,
		RawPath:  u.RawPath,
		RawQuery: rawQuery,
	}
	return z.String()
}

// GenFromURL returns a func that generates a DSN based on parameters of the
// passed URL.
func GenFromURL(urlstr string) func(*URL) (string, string, error) {
	z, err := url.Parse(urlstr)
	if err != nil {
		panic(err)
	}
	return func(u *URL) (string, string, error) {
		user := z.User
		if u.User != nil {
			user = u.User
		}
		host, port := z.Hostname(), z.Port()
		if h := u.Hostname(); h != "" {
			host = h
		}
		if p := u.Port(); p != "" {
			port = p
		}
		if port != "" {
			// Source: github.com/xo/dburl/dsn.go:139 (hostjoin: host is u.Hostname() of the user's URL, which drops the brackets of an IPv6 address, joined to the port with ':' into the Host of the DSN URL)
			host += ":" + port // defect hostjoin
		}
		pstr := z.Path
		if u.Path != "" {
			pstr = u.Path
		}
		q := z.Query()
		for k, v := range u.Query() {
			q.Set(k, strings.Join(v, " "))
		}
		y := &url.URL{
			Scheme:   z.Scheme,
			User:     user,
			Host:     host,
			Path:     pstr,
			RawQuery: q.Encode(),
		}
		return strings.TrimPrefix(y.String(), "truncate://"), "", nil
	}
}

// escapePgx percent-encodes a pgx URL component, writing a space as %20.
func escapePgx(s string) string {
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
}

// genPgx generates a pgx DSN from the passed URL and defaults.
func genPgx(u *URL, defHost, defPort string, defQuery url.Values) (string, string, error) {
	host, port, dbname := u.Hostname(), u.Port(), strings.TrimPrefix(u.Path, "/")
	if host == "" {
		host = defHost
	}
	if port == "" {
		port = defPort
	}
	dsn := "postgres://"
	if u.User != nil {
		dsn += escapePgx(u.User.Username())
		if pass, _ := u.User.Password(); pass != "" {
			dsn += ":" + escapePgx(pass)
		}
		dsn += "@"
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	dsn += host
	if port != "" {
		// Source: github.com/xo/dburl/dsn.go:839 (hostjoin: the host is bracketed just above when it holds a ':', so the port is joined right for an IPv6 host)
		dsn += ":" + port // lookalike
	}
	if dbname != "" {
		dsn += "/" + escapePgx(dbname)
	}
	return dsn, "pgx", nil
}

// GenVoltdb generates a voltdb DSN from the passed URL.
func GenVoltdb(u *URL) (string, string, error) {
	host, port := "localhost", "21212"
	if h := u.Hostname(); h != "" {
		host = h
	}
	if p := u.Port(); p != "" {
		port = p
	}
	// Source: github.com/xo/dburl/dsn.go:1117 (hostjoin: host is u.Hostname() of the user's URL, which drops IPv6 brackets, joined with a bare ':' into the voltdb driver's host:port address; relabelled from look-alike: an address is an authority, which the check's definition names)
	return host + ":" + port, "", nil // defect hostjoin
}

// GenYDB generates a ydb dsn from the passed URL.
func GenYDB(u *URL) (string, string, error) {
	tls := u.Query().Get("tls") == "true"
	scheme, host, port := "grpc", "localhost", "2136"
	if tls {
		scheme, port = "grpcs", "2135"
	}
	if h := u.Hostname(); h != "" {
		host = h
	}
	if p := u.Port(); p != "" {
		port = p
	}
	var userpass string
	if u.User != nil {
		userpass = u.User.String() + "@"
	}
	// Source: github.com/xo/dburl/dsn.go:1236 (hostjoin: host is u.Hostname() of the user's URL, which drops the brackets of an IPv6 address, joined to the port with ':' after "grpc://")
	s := scheme + "://" + userpass + host + ":" + port + "/" + strings.TrimPrefix(u.Path, "/") // defect hostjoin
	return s, "", nil
}

// Entry is a passfile entry.
type Entry struct {
	Protocol, Host, Port, DBName, Username, Password string
}

// Match returns a Userinfo from the passfile entries matching database URL u.
func Match(u *URL, entries []Entry) (*url.Userinfo, error) {
	if u.User != nil {
		if _, ok := u.User.Password(); ok {
			return nil, nil
		}
	}
	username := u.User.Username()
	for _, entry := range entries {
		if entry.Protocol != u.Scheme && entry.Protocol != "*" {
			continue
		}
		if entry.Host != u.Hostname() && entry.Host != "*" {
			continue
		}
		name := entry.Username
		if entry.Username == "*" {
			name = username
		}
		// Source: github.com/xo/dburl/passfile/passfile.go:161 (credentials: url.UserPassword of the user and the password read from the user's passfile, no constant)
		return url.UserPassword(name, entry.Password), nil // lookalike
	}
	return nil, fmt.Errorf("no entry for %s", u.Redacted())
}
