package ferretdb

import (
	"net"
	"net/url"
)

// mongoDBURI returns the URI clients use for the Unix socket listener.
func mongoDBURI(unixAddr net.Addr) string {
	// MongoDB really wants Unix domain socket path in the host part of the URI
	// Source: github.com/FerretDB/FerretDB/ferretdb/ferretdb.go:211 (hostform: the socket path goes in the host field on purpose, MongoDB's form, and url.URL.String escapes its slashes.)
	u := &url.URL{Scheme: "mongodb", Host: unixAddr.String(), Path: "/"} // lookalike
	return u.String()
}
