package goelasticsearch

import (
	"errors"
	"net/url"
	"strings"
)

// Config configures a client.
type Config struct {
	Addresses []string
	CloudID   string
}

// Client holds the node URLs.
type Client struct {
	URLs []*url.URL
}

// NewClient parses the addresses, without their trailing slashes.
func NewClient(cfg Config) (*Client, error) {
	if len(cfg.Addresses) > 0 && cfg.CloudID != "" {
		return nil, errors.New("cannot use both Addresses and CloudID")
	}
	addrs := cfg.Addresses
	if cfg.CloudID != "" {
		a, err := addrFromCloudID(cfg.CloudID)
		if err != nil {
			return nil, err
		}
		addrs = []string{a}
	}
	c := &Client{}
	for _, a := range addrs {
		u, err := url.Parse(strings.TrimRight(a, "/"))
		if err != nil {
			return nil, err
		}
		c.URLs = append(c.URLs, u)
	}
	return c, nil
}
