// Package asynq holds cases from github.com/hibiken/asynq.
package asynq

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
)

// RedisClientOpt connects to a single redis server.
type RedisClientOpt struct {
	Network  string
	Addr     string
	Password string
	DB       int
}

// ParseRedisURI parses a redis URI into client options.
func ParseRedisURI(uri string) (RedisClientOpt, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return RedisClientOpt{}, err
	}
	var opt RedisClientOpt
	switch u.Scheme {
	case "redis", "rediss":
		opt.Network = "tcp"
		opt.Addr = u.Host
	case "redis-socket", "redis-sentinel":
		opt.Network = "unix"
		opt.Addr = u.Path
		if opt.Addr == "" {
			return opt, errors.New("missing path")
		}
	default:
		return opt, errors.New("unsupported scheme")
	}
	if p, ok := u.User.Password(); ok {
		opt.Password = p
	}
	if db := u.Query().Get("db"); db != "" {
		n, err := strconv.Atoi(db)
		if err != nil {
			return opt, err
		}
		opt.DB = n
	}
	return opt, nil
}

// Source: github.com/hibiken/asynq/tools/asynq/cmd/root.go:64 (help text that points to the issue tracker)
var rootLong = strings.TrimSpace("\n\t\t\tOpen an issue at https://github.com/hibiken/asynq/issues/new/choose") // lookalike
