// Package tusd holds cases of github.com/tus/tusd/v2.
package tusd

import (
	"net"
	"net/http"
)

var Flags struct {
	HttpHost string
	HttpPort string
}

func Serve() (net.Listener, error) {
	var address string
	// Source: github.com/tus/tusd/v2/cmd/tusd/cli/serve.go:81 (hostjoin: Flags.HttpHost comes from a command-line flag and is joined with a bare ':' into the net.Listen address; relabelled from look-alike: an address is an authority, which the check's definition names)
	address = Flags.HttpHost + ":" + Flags.HttpPort // defect hostjoin
	return net.Listen("tcp", address)
}

type UnroutedHandler struct {
	basePath string
}

func getHostAndProtocol(r *http.Request) (host, proto string) {
	if r.TLS != nil {
		proto = "https"
	} else {
		proto = "http"
	}
	host = r.Host
	return
}

func (handler *UnroutedHandler) absFileURL(r *http.Request, id string) string {
	host, proto := getHostAndProtocol(r)

	// Source: github.com/tus/tusd/v2/pkg/handler/unrouted_handler.go:1309 (hostjoin: the host is the request's Host, already host:port, joined with no ':')
	url := proto + "://" + host + handler.basePath + id // lookalike

	return url
}
