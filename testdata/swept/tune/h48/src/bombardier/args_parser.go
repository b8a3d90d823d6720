// Package bombardier holds cases rewritten from github.com/codesenberg/bombardier.
package bombardier

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"regexp"
)

type config struct {
	numConns  uint64
	latencies bool
	url       string
}

var re = regexp.MustCompile(`^(?P<proto>.+?:\/\/)?.*$`)

// tryParseURL normalises the target given on the command line.
func tryParseURL(raw string) (string, error) {
	rs := raw
	m := re.FindStringSubmatch(rs)
	if m == nil {
		return "", fmt.Errorf("%v does not appear to be a valid URL", raw)
	}
	proto := m[1]
	if proto == "" {
		// Source: github.com/codesenberg/bombardier/args_parser.go:289 (plainhttp: a default scheme is prepended to a user-given target that has none; no public host is known here)
		rs = "http://" + rs // lookalike
		// Source: github.com/codesenberg/bombardier/args_parser.go:290 (hostform: scheme prefixes compared with a regexp group are not URIs, so their empty host means nothing)
	} else if proto != "http://" && proto != "https://" { // lookalike
		return "", fmt.Errorf("%q is not an acceptable protocol (http, https): %v", proto, raw)
	}
	u, err := url.Parse(rs)
	if err != nil {
		return "", fmt.Errorf("%v does not appear to be a valid URL: %v", raw, err)
	}
	if u.Port() == "" {
		// Source: github.com/codesenberg/bombardier/args_parser.go:312 (port: the normaliser appends the scheme's default port to u.Host, so every returned URL carries ":80" or ":443" written out)
		u.Host = u.Host + map[string]string{"http": ":80", "https": ":443"}[u.Scheme] // defect port form
	}
	host, port, err := net.SplitHostPort(u.Host)
	if err != nil {
		return "", fmt.Errorf("%v does not appear to be a valid URL", raw)
	}
	if host == "" {
		host = "localhost"
	}
	// Source: github.com/codesenberg/bombardier/args_parser.go:330 (hostjoin: host and port are joined with net.JoinHostPort, which brackets IPv6)
	u.Host = net.JoinHostPort(host, port) // lookalike
	return u.String(), nil
}

// parse stands in for the kingpin parser: flags, then exactly one target.
func parse(args []string) (config, error) {
	var c config
	var target []string
	for _, a := range args[1:] {
		switch a {
		case "-l", "--latencies":
			c.latencies = true
		default:
			target = append(target, a)
		}
	}
	if len(target) == 0 {
		return config{}, errors.New("required argument 'url' not provided")
	}
	if len(target) > 1 {
		return config{}, fmt.Errorf("unexpected %v", target[1])
	}
	u, err := tryParseURL(target[0])
	if err != nil {
		return config{}, err
	}
	c.url = u
	return c, nil
}
