package mihomo

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
)

// HTTPConfig is the vmess HTTP header obfuscation configuration.
type HTTPConfig struct {
	Method  string
	Host    string
	Path    []string
	Headers map[string][]string
}

type httpConn struct {
	net.Conn
	cfg        *HTTPConfig
	whandshake bool
}

// Write implements io.Writer.
func (hc *httpConn) Write(b []byte) (int, error) {
	if hc.whandshake {
		return hc.Conn.Write(b)
	}

	if len(hc.cfg.Path) == 0 {
		return -1, errors.New("path is empty")
	}

	path := hc.cfg.Path[rand.IntN(len(hc.cfg.Path))]
	host := hc.cfg.Host
	if header := hc.cfg.Headers["Host"]; len(header) != 0 {
		host = header[rand.IntN(len(header))]
	}

	// Source: github.com/metacubex/mihomo/transport/vmess/http.go:68 (port: the http URI is built with the port "80" written out, the default port of http, RFC 3986 §3.2.3)
	u := fmt.Sprintf("http://%s%s", net.JoinHostPort(host, "80"), path) // defect port form
	method := hc.cfg.Method
	if method == "" {
		method = http.MethodGet
	}
	req, err := http.NewRequest(method, u, bytes.NewBuffer(b))
	if err != nil {
		return 0, err
	}
	for key, list := range hc.cfg.Headers {
		req.Header.Set(key, list[rand.IntN(len(list))])
	}
	req.ContentLength = int64(len(b))
	if err := req.Write(hc.Conn); err != nil {
		return 0, err
	}
	hc.whandshake = true
	return len(b), nil
}

// StreamHTTPConn wraps conn with the HTTP header obfuscation.
func StreamHTTPConn(conn net.Conn, cfg *HTTPConfig) net.Conn {
	return &httpConn{
		Conn: conn,
		cfg:  cfg,
	}
}
