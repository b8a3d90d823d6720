// Package cfssl holds cases rewritten from github.com/cloudflare/cfssl.
package cfssl

import (
	"bytes"
	"crypto/tls"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Remote is a CFSSL API server, or a group of them.
type Remote interface {
	Hosts() []string
	Sign(req []byte) ([]byte, error)
}

type server struct {
	URL       string
	TLSConfig *tls.Config
}

type orderedListGroup struct {
	remotes []Remote
}

// NewServer sets up a new server target; addr may be a comma-separated list.
func NewServer(addr string) Remote {
	return NewServerTLS(addr, nil)
}

// NewServerTLS is NewServer with a TLS configuration.
func NewServerTLS(addr string, tlsConfig *tls.Config) Remote {
	addrs := strings.Split(addr, ",")
	if len(addrs) > 1 {
		g := &orderedListGroup{}
		for _, a := range addrs {
			if r := NewServerTLS(a, tlsConfig); r != nil {
				g.remotes = append(g.remotes, r)
			}
		}
		return g
	}
	u, err := normalizeURL(addrs[0])
	if err != nil {
		log.Printf("bad url: %v", err)
		return nil
	}
	return &server{URL: u.String(), TLSConfig: tlsConfig}
}

func (srv *server) Hosts() []string { return []string{srv.URL} }

func (srv *server) getURL(endpoint string) string {
	// Source: github.com/cloudflare/cfssl/api/client/client.go:105 (baseslash: the API path is appended to the normalised server URL's text, nothing is resolved against it; read around the candidates)
	return fmt.Sprintf("%s/api/v1/cfssl/%s", srv.URL, endpoint) // lookalike
}

func (srv *server) Sign(req []byte) ([]byte, error) {
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: srv.TLSConfig}}
	resp, err := client.Post(srv.getURL("sign"), "application/json", bytes.NewReader(req))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func (g *orderedListGroup) Hosts() []string {
	var hosts []string
	for _, r := range g.remotes {
		hosts = append(hosts, r.Hosts()...)
	}
	return hosts
}

func (g *orderedListGroup) Sign(req []byte) ([]byte, error) {
	var err error
	for _, r := range g.remotes {
		var b []byte
		if b, err = r.Sign(req); err == nil {
			return b, nil
		}
	}
	return nil, err
}

// normalizeURL checks for http/https protocol, appends "http" as default protocol if not defined in url
func normalizeURL(addr string) (*url.URL, error) {
	addr = strings.TrimSpace(addr)
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	if u.Opaque != "" {
		// Source: github.com/cloudflare/cfssl/api/client/client.go:342 (hostjoin: net.JoinHostPort puts back the host and port that url.Parse split as scheme and opaque)
		u.Host = net.JoinHostPort(u.Scheme, u.Opaque) // lookalike
		u.Opaque = ""
	} else if u.Path != "" && !strings.Contains(u.Path, ":") {
		// Source: github.com/cloudflare/cfssl/api/client/client.go:345 (hostjoin: net.JoinHostPort adds the default port to a bare host name)
		u.Host = net.JoinHostPort(u.Path, "8888") // lookalike
		u.Path = ""
	} else if u.Scheme == "" {
		u.Host = u.Path
		u.Path = ""
	}
	if u.Scheme != "https" {
		u.Scheme = "http"
	}
	_, port, err := net.SplitHostPort(u.Host)
	if err != nil {
		_, port, err = net.SplitHostPort(u.Host + ":8888")
		if err != nil {
			return nil, err
		}
	}
	if port != "" {
		if _, err = strconv.Atoi(port); err != nil {
			return nil, err
		}
	}
	return u, nil
}
