// Package cayley holds cases rewritten from github.com/cayleygraph/cayley.
package cayley

import (
	"log"
	"net"
	"net/http"
	"net/url"

	docker "github.com/fsouza/go-dockerclient"
)

// Client is an HTTP client for a Cayley server.
type Client struct {
	addr string
	cli  *http.Client
}

func (c *Client) url(s string, q map[string]string) string {
	addr := c.addr + s
	if len(q) != 0 {
		p := make(url.Values, len(q))
		for k, v := range q {
			p.Set(k, v)
		}
		// Source: github.com/cayleygraph/cayley/client/client.go:35 (escaper: the query string comes from url.Values.Encode, which escapes keys and values)
		addr += "?" + p.Encode() // lookalike
	}
	return addr
}

func serveHTTP(host string) error {
	phost := host
	if h, port, err := net.SplitHostPort(host); err == nil && h == "" {
		phost = net.JoinHostPort("localhost", port)
	}
	// Source: github.com/cayleygraph/cayley/cmd/cayley/command/http.go:42 (hostjoin: phost is already a host:port listen address from the flag or net.JoinHostPort, and the URL is part of a log message)
	log.Printf("listening on %s, web interface at http://%s", host, phost) // lookalike
	return http.ListenAndServe(host, nil)
}

const version = "v0.8.0"

// Source: github.com/cayleygraph/cayley/cmd/download_ui/download_ui.go:16 (escaper: the only inserted segment is a constant version string with no characters to escape)
const fileURL = "https://github.com/cayleygraph/web/releases/download/" + version + "/web.zip" // lookalike

// Source: github.com/cayleygraph/cayley/internal/dock/dock.go:19 (hostform: a unix socket endpoint is written with an empty host, the form the Docker client expects)
var Address = `unix:///var/run/docker.sock` // lookalike

const localhost = "127.0.0.1"

type networkSettings struct {
	IPAddress string
}

func newDocker() (*docker.Client, error) {
	return docker.NewClient(Address)
}

// RunAndWait returns the address of a started container.
func RunAndWait(ns networkSettings, linux bool, port string) (addr string) {
	addr = ns.IPAddress
	if !linux {
		addr = localhost
	}
	// Source: github.com/cayleygraph/cayley/internal/dock/dock.go:116 (hostjoin: the host is Docker's IPv4-only IPAddress field or the constant 127.0.0.1, and the result is a dial address)
	addr += ":" + port // lookalike
	return addr
}
