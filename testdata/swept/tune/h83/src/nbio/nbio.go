// Package nbio holds cases rewritten from github.com/lesismal/nbio.
package nbio

import (
	"bufio"
	"errors"
	"log"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Source: github.com/lesismal/nbio/nbhttp/client.go:293 (colonpath: the CONNECT request-target is in authority form, so host:port in url.URL.Opaque is right where it stands.)
func connectThroughProxy(conn net.Conn, addr string, hdr http.Header) (*http.Response, error) {
	connectReq := &http.Request{
		Method: "CONNECT",
		URL:    &url.URL{Opaque: addr}, // lookalike
		Host:   addr,
		Header: hdr,
	}
	if err := connectReq.Write(conn); err != nil {
		return nil, err
	}
	return http.ReadResponse(bufio.NewReader(conn), connectReq)
}

// Source: github.com/lesismal/nbio/nbhttp/processor.go:144 (sink: a scheme is prefixed to the CONNECT authority so url.ParseRequestURI accepts it, and removed again afterwards.)
func onURL(method, rawurl string) (*url.URL, error) {
	justAuthority := method == "CONNECT" && !strings.HasPrefix(rawurl, "/")
	if justAuthority {
		rawurl = "http://" + rawurl // lookalike
	}
	u, err := url.ParseRequestURI(rawurl)
	if err != nil {
		return nil, err
	}
	if justAuthority {
		u.Scheme = ""
	}
	return u, nil
}

// Source: github.com/lesismal/nbio/nbhttp/processor.go:236 (hostform: the Host header value is a host with optional port, which is what url.URL.Host holds.)
func fillHost(r *http.Request) {
	if r.URL.Host == "" {
		r.URL.Host = r.Header.Get("Host") // lookalike
		r.Host = r.URL.Host
	}
}

// Source: github.com/lesismal/nbio/nbhttp/response.go:81 (syntax: a log message that starts with the word http and a colon is prose, not a URI.)
func checkContentLength(h http.Header) {
	if cl := h.Get("Content-Length"); cl != "" {
		if v, err := strconv.ParseInt(cl, 10, 64); err != nil || v < 0 {
			log.Printf("http: invalid Content-Length of %q", cl) // lookalike
			h.Del("Content-Length")
		}
	}
}

// Source: github.com/lesismal/nbio/nbhttp/response.go:353 (syntax: an error message that starts with the word http and a colon is prose, not a URI.)
func push(target string, opts *http.PushOptions) error {
	return errors.New("http: server push not supported") // lookalike
}

// Source: github.com/lesismal/nbio/tools/norace/norace.go:92 (port: the text is a Go compiler directive written into source files, not a network-path reference with a port.)
func dedupNorace(s string) string {
	tag := "//go:norace\n" // lookalike
	tag2 := tag + tag
	for strings.Contains(s, tag2) {
		s = strings.ReplaceAll(s, tag2, tag)
	}
	return s
}
