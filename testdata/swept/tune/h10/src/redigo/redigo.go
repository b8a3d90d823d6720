// Package redigo holds the cases of github.com/gomodule/redigo.
package redigo

import (
	"fmt"
	"net"
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

// DialOption configures DialURL.
type DialOption struct {
	dial func(network, addr string) (net.Conn, error)
}

// DialNetDial sets the function that opens the connection.
func DialNetDial(dial func(network, addr string) (net.Conn, error)) DialOption {
	return DialOption{dial: dial}
}

// Conn records the commands sent on connecting.
type Conn struct {
	Addr     string
	Commands []string
}

var pathDBRegexp = regexp.MustCompile(`/(\d*)\z`)

// DialURL connects to a Redis server at the given URL using the Redis URI
// scheme.
func DialURL(rawurl string, options ...DialOption) (*Conn, error) {
	u, err := url.Parse(rawurl)
	if err != nil {
		return nil, err
	}
	switch u.Scheme {
	case "redis", "rediss", "valkey", "valkeys":
	default:
		return nil, fmt.Errorf("invalid redis URL scheme: %s", u.Scheme)
	}
	if u.Opaque != "" {
		return nil, fmt.Errorf("invalid redis URL, url is opaque: %s", rawurl)
	}
	host, port, err := net.SplitHostPort(u.Host)
	if err != nil {
		host = u.Host
		port = "6379"
	}
	if host == "" {
		host = "localhost"
	}
	// Source: github.com/gomodule/redigo/redis/conn.go:357 (hostjoin: the dial address is rebuilt with net.JoinHostPort, which brackets an IPv6 host)
	address := net.JoinHostPort(host, port) // lookalike
	c := &Conn{Addr: address}
	if u.User != nil {
		password, isSet := u.User.Password()
		username := u.User.Username()
		switch {
		case isSet && username != "":
			c.Commands = append(c.Commands, "AUTH "+username+" "+password)
		case isSet:
			c.Commands = append(c.Commands, "AUTH "+password)
		case username != "":
			c.Commands = append(c.Commands, "AUTH "+username)
		}
	}
	match := pathDBRegexp.FindStringSubmatch(u.Path)
	if len(match) == 2 {
		if match[1] != "" {
			db, err := strconv.Atoi(match[1])
			if err != nil {
				return nil, fmt.Errorf("invalid database: %s", u.Path[1:])
			}
			if db != 0 {
				c.Commands = append(c.Commands, "SELECT "+match[1])
			}
		}
	} else if u.Path != "" {
		return nil, fmt.Errorf("invalid database: %s", strings.TrimPrefix(u.Path, "/"))
	}
	for _, o := range options {
		if o.dial != nil {
			if _, err := o.dial("tcp", address); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}
