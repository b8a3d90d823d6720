package etcd

import (
	"errors"
	"net"
	"net/url"
	"strings"
)

var (
	errNoPort      = errors.New("peer URL has no port")
	errBadScheme   = errors.New("peer URL scheme must be http, https, unix or unixs")
	errNoName      = errors.New("cluster entry has no member name")
	ErrInvalidURL  = errors.New("discovery: invalid peer URL")
	errDuplicateID = errors.New("peer URL already used by another member")
)

// newURLs parses peer or client URLs the way etcd's types.NewURLs does.
func newURLs(strs []string) ([]url.URL, error) {
	var us []url.URL
	for _, s := range strs {
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil {
			return nil, err
		}
		switch u.Scheme {
		case "http", "https":
			if _, _, err := net.SplitHostPort(u.Host); err != nil {
				return nil, errNoPort
			}
		case "unix", "unixs":
		default:
			return nil, errBadScheme
		}
		us = append(us, *u)
	}
	return us, nil
}

// newURLsMap parses a comma-separated list of name=URL entries.
func newURLsMap(s string) (map[string][]url.URL, error) {
	m := make(map[string][]url.URL)
	for _, entry := range strings.Split(s, ",") {
		name, raw, ok := strings.Cut(entry, "=")
		if !ok {
			return nil, errNoName
		}
		us, err := newURLs([]string{raw})
		if err != nil {
			return nil, err
		}
		m[name] = append(m[name], us...)
	}
	return m, nil
}
