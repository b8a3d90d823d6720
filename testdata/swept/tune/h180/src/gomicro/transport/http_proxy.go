package transport

import (
	"bufio"
	"encoding/base64"
	"fmt"
	"net"
	"net/http"
	"net/url"
)

const (
	proxyAuthHeader = "Proxy-Authorization"
)

func getURL(addr string) (*url.URL, error) {
	r := &http.Request{
		// Source: go-micro.dev/v6/transport/http_proxy.go:20 (hostjoin: a URL with the dial host:port only to ask ProxyFromEnvironment which proxy applies, the address is used whole and not joined by hand; fine under the hostjoin check of the table)
		URL: &url.URL{Scheme: "https", Host: addr}, // lookalike
	}
	return http.ProxyFromEnvironment(r)
}

func proxyDial(conn net.Conn, addr string, proxyURL *url.URL) (net.Conn, error) {
	r := &http.Request{
		Method: http.MethodConnect,
		// Source: go-micro.dev/v6/transport/http_proxy.go:48 (port: the request target of a CONNECT is host:port and must keep its port whatever it is, by rule 5)
		URL:    &url.URL{Host: addr}, // lookalike
		Header: map[string][]string{"User-Agent": {"micro/latest"}},
	}

	if user := proxyURL.User; user != nil {
		u := user.Username()
		p, _ := user.Password()
		// Source: go-micro.dev/v6/transport/http_proxy.go:55 (hostjoin: user and password from the proxy URL joined as user:pass for a Basic Proxy-Authorization header, no host or port; fine under the hostjoin check of the table)
		auth := []byte(u + ":" + p) // lookalike
		basicAuth := base64.StdEncoding.EncodeToString(auth)
		r.Header.Add(proxyAuthHeader, "Basic "+basicAuth)
	}

	if err := r.Write(conn); err != nil {
		return nil, fmt.Errorf("failed to write the HTTP request: %w", err)
	}
	br := bufio.NewReader(conn)
	rsp, err := http.ReadResponse(br, r)
	if err != nil {
		return nil, err
	}
	rsp.Body.Close()
	return conn, nil
}
