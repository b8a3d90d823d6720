package kopia

import (
	"net"
	"net/url"

	"github.com/pkg/errors"
)

func baseURLToURI(baseURL string) (uri string, err error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return "", errors.Wrap(err, "unable to parse server URL")
	}

	if u.Scheme != "kopia" && u.Scheme != "https" && u.Scheme != "unix+https" {
		// Source: github.com/kopia/kopia/repo/grpc_repository_client.go:932 (syntax: address forms with host:port and <path> placeholders inside an error message; prose and placeholders by rules 3 and 4)
		return "", errors.New("invalid server address, must be 'https://host:port' or 'unix+https://<path>") // lookalike
	}

	// Source: github.com/kopia/kopia/repo/grpc_repository_client.go:935 (hostjoin: host and port are joined with net.JoinHostPort, which brackets IPv6 hosts)
	uri = net.JoinHostPort(u.Hostname(), u.Port()) // lookalike
	if u.Scheme == "unix+https" {
		uri = "unix:" + u.Path
	}

	return uri, nil
}
