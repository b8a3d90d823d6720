package rueidis

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
)

// Options is what a connection URL configures.
type Options struct {
	Addrs    []string
	Username string
	Password string
	DB       int
	TLS      bool
}

// ParseURL reads a redis URL into Options.
func ParseURL(s string) (Options, error) {
	var o Options
	u, err := url.Parse(s)
	if err != nil {
		return o, err
	}
	switch u.Scheme {
	case "redis":
	case "rediss":
		o.TLS = true
	default:
		return o, fmt.Errorf("redis: invalid URL scheme: %s", u.Scheme)
	}
	host, port := u.Hostname(), u.Port()
	if host == "" {
		host = "localhost"
	}
	if port == "" {
		port = "6379"
	}
	o.Addrs = []string{net.JoinHostPort(host, port)}
	for _, a := range u.Query()["addr"] {
		h, p, _ := net.SplitHostPort(a)
		if h == "" {
			h = host
		}
		o.Addrs = append(o.Addrs, net.JoinHostPort(h, p))
	}
	if u.User != nil {
		o.Username = u.User.Username()
		o.Password, _ = u.User.Password()
	}
	if p := strings.Trim(u.Path, "/"); p != "" {
		if o.DB, err = strconv.Atoi(p); err != nil {
			return o, fmt.Errorf("redis: invalid database number: %q", p)
		}
	}
	return o, nil
}
