package pg

import (
	"errors"
	"net/url"
	"strconv"
	"time"
)

// Options holds what a connection needs.
type Options struct {
	Addr            string
	User            string
	Password        string
	Database        string
	ApplicationName string
	DialTimeout     time.Duration
	TLS             bool
}

// ParseURL reads a postgres connection URI into Options.
func ParseURL(sURL string) (*Options, error) {
	parsed, err := url.Parse(sURL)
	if err != nil {
		return nil, err
	}
	if parsed.Scheme != "postgres" && parsed.Scheme != "postgresql" {
		return nil, errors.New("pg: invalid scheme: " + parsed.Scheme)
	}
	options := &Options{Addr: parsed.Host, TLS: true}
	if parsed.Port() == "" {
		options.Addr += ":5432"
	}
	if parsed.User != nil {
		options.User = parsed.User.Username()
		if password, ok := parsed.User.Password(); ok {
			options.Password = password
		}
	}
	if len(parsed.Path) > 1 {
		options.Database = parsed.Path[1:]
	}
	query := parsed.Query()
	switch query.Get("sslmode") {
	case "", "allow", "prefer", "verify-ca", "verify-full":
	case "disable":
		options.TLS = false
	default:
		return nil, errors.New("pg: sslmode is invalid")
	}
	options.ApplicationName = query.Get("application_name")
	return options, nil
}

// ToURL writes the options back as a connection URI.
func (opts *Options) ToURL() string {
	// Source: github.com/go-pg/pg/options.go:264 (hostform: start of a connection URI to which the function appends the userinfo and the host)
	dsn := "postgres://" // lookalike

	if len(opts.User) > 0 {
		dsn += opts.User

		if len(opts.Password) > 0 {
			// Source: github.com/go-pg/pg/options.go:270 (escaper: the password is written into the userinfo with no escaper, so an '@', ':' or '/' in it ends the userinfo early)
			dsn += ":" + opts.Password // defect escaper
		}

		dsn += "@"
	}

	if len(opts.Addr) > 0 {
		dsn += opts.Addr
	} else {
		dsn += "localhost:5432"
	}

	dsn += "/" + opts.Database

	values := url.Values{}
	if opts.DialTimeout > 0 {
		values.Add("connect_timeout", strconv.Itoa(int(opts.DialTimeout/time.Second)))
	}
	if len(opts.ApplicationName) > 0 {
		values.Add("application_name", opts.ApplicationName)
	}
	if !opts.TLS {
		values.Add("sslmode", "disable")
	}

	encoded := values.Encode()
	if len(encoded) > 0 {
		// Source: github.com/go-pg/pg/options.go:304 (escaper: the query string is made by url.Values.Encode)
		dsn += "?" + encoded // lookalike
	}

	return dsn
}
