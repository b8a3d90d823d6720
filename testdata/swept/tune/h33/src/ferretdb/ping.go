package ferretdb

import (
	"net"
	"net/url"
)

type setupFlags struct {
	Database string
	Username string
	Password string
}

func pingURLs(host, port, unix string, setup setupFlags) []string {
	var urls []string
	if port != "" {
		if host == "" {
			host = "127.0.0.1"
		}
		u := &url.URL{Scheme: "mongodb", Host: net.JoinHostPort(host, port), Path: setup.Database}
		// Source: github.com/FerretDB/FerretDB/cmd/ferretdb/ping.go:69 (credentials: url.UserPassword gets the password from a command-line flag, not a constant.)
		u.User = url.UserPassword(setup.Username, setup.Password) // lookalike
		urls = append(urls, u.String())
	}
	if unix != "" {
		// Source: github.com/FerretDB/FerretDB/cmd/ferretdb/ping.go:83 (escaper: url.PathEscape escapes the slashes of the socket path, which MongoDB wants percent-encoded in the host; the right escaper for it.)
		urls = append(urls, "mongodb://"+url.PathEscape(unix)) // lookalike
	}
	return urls
}
