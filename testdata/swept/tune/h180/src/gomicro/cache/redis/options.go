// Package redis is a Redis cache.
package redis

import (
	"errors"
	"net/url"
	"strings"
)

// Options stands in for cache.Options.
type Options struct {
	Address string
}

// ClientOptions stands in for redis.Options.
type ClientOptions struct {
	Addr     string
	Username string
	Password string
}

// ParseURL stands in for redis.ParseURL: it parses a redis:// URL into
// client options, taking the credentials from its userinfo.
func ParseURL(redisURL string) (*ClientOptions, error) {
	u, err := url.Parse(redisURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "redis" && u.Scheme != "rediss" {
		return nil, errors.New("redis: invalid URL scheme: " + u.Scheme)
	}
	o := &ClientOptions{Addr: u.Host}
	if u.User != nil {
		o.Username = u.User.Username()
		o.Password, _ = u.User.Password()
	}
	if !strings.Contains(o.Addr, ":") {
		o.Addr += ":6379"
	}
	return o, nil
}

func newUniversalClient(options Options) *ClientOptions {
	addr := "redis://127.0.0.1:6379"
	if len(options.Address) > 0 {
		addr = options.Address
	}

	redisOptions, err := ParseURL(addr)
	if err != nil {
		redisOptions = &ClientOptions{Addr: addr}
	}
	return redisOptions
}
