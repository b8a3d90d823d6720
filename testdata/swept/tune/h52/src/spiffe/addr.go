// Package spiffe holds cases rewritten from github.com/spiffe/go-spiffe/v2.
package spiffe

import (
	"errors"
	"net"
	"net/url"
)

// ValidateAddress validates a Workload API endpoint address.
func ValidateAddress(addr string) error {
	_, err := TargetFromAddress(addr)
	return err
}

// Source: github.com/spiffe/go-spiffe/v2/workloadapi/addr.go:65 (hostjoin: the parsed IP and port are joined with net.JoinHostPort, which brackets IPv6.)
func TargetFromAddress(addr string) (string, error) {
	u, err := url.Parse(addr)
	if err != nil {
		return "", errors.New("workload endpoint socket is not a valid URI: " + err.Error())
	}
	switch u.Scheme {
	case "tcp":
		switch {
		case u.Opaque != "":
			return "", errors.New("workload endpoint tcp socket URI must not be opaque")
		case u.User != nil:
			return "", errors.New("workload endpoint tcp socket URI must not include user info")
		case u.Host == "":
			return "", errors.New("workload endpoint tcp socket URI must include a host")
		case u.Path != "":
			return "", errors.New("workload endpoint tcp socket URI must not include a path")
		}
		ip := net.ParseIP(u.Hostname())
		if ip == nil {
			return "", errors.New("workload endpoint tcp socket URI host component must be an IP:port")
		}
		port := u.Port()
		if port == "" {
			return "", errors.New("workload endpoint tcp socket URI host component must include a port")
		}
		return net.JoinHostPort(ip.String(), port), nil // lookalike
	case "unix":
		switch {
		case u.Opaque != "":
			return "", errors.New("workload endpoint unix socket URI must not be opaque")
		case u.User != nil:
			return "", errors.New("workload endpoint unix socket URI must not include user info")
		case u.Host == "" && u.Path == "":
			return "", errors.New("workload endpoint unix socket URI must include a path")
		}
		return u.String(), nil
	}
	return "", errors.New("workload endpoint socket URI must have a tcp or unix scheme")
}
