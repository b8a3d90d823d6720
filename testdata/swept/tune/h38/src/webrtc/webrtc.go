// Package webrtc holds cases rewritten from github.com/pion/webrtc/v4.
package webrtc

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
)

const (
	turnServerAddr = "localhost:17342"
	// Source: github.com/pion/webrtc/v4/examples/ice-proxy/main.go:11 (hostjoin: the TURN URI joins a constant that is already host:port on localhost, uniform sample of 12 of 26 look-alike candidates)
	turnServerURL = "turn:" + turnServerAddr + "?transport=tcp" // lookalike
)

// Source: github.com/pion/webrtc/v4/examples/ice-proxy/proxy.go:49 (sink: a CONNECT request to a proxy carries the bare host:port target, which is the form CONNECT needs, uniform sample of 12 of 26 look-alike candidates)
func connectRequest(addr string) *http.Request {
	return &http.Request{
		Method: http.MethodConnect,
		URL:    &url.URL{Host: addr}, // lookalike
		Header: http.Header{"Proxy-Connection": []string{"Keep-Alive"}},
	}
}

// Source: github.com/pion/webrtc/v4/examples/ice-proxy/proxy.go:93 (hostjoin: the host is the constant localhost, only the listener port varies, uniform sample of 12 of 26 look-alike candidates)
func newHTTPProxy(listener net.Listener) *url.URL {
	return &url.URL{Scheme: "http", Host: fmt.Sprintf("localhost:%d", listener.Addr().(*net.TCPAddr).Port)} // lookalike
}

// Source: github.com/pion/webrtc/v4/examples/pion-to-pion/answer/main.go:25 (hostjoin: addr is already a host:port, from a flag whose default is an IPv4 address with port, uniform sample of 12 of 26 look-alike candidates)
func signalCandidate(addr string, payload []byte) error {
	resp, err := http.Post(fmt.Sprintf("http://%s/candidate", addr), "application/json; charset=utf-8", bytes.NewReader(payload)) // lookalike
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func dataChannelsSimple() {
	// Source: github.com/pion/webrtc/v4/examples/data-channels-simple/main.go:24 (syntax: a URL inside a message printed to the user, joined to the words around it, uniform sample of 12 of 26 look-alike candidates)
	fmt.Println("🚀 Signaling server started on http://localhost:8080") // lookalike
}

func iceRestart() {
	// Source: github.com/pion/webrtc/v4/examples/ice-restart/main.go:84 (syntax: a URL inside a message printed to the user, joined to the words around it, uniform sample of 12 of 26 look-alike candidates)
	fmt.Println("Open http://localhost:8080 to access this demo") // lookalike
}

func playlistControl() {
	addr := flag.String("addr", "localhost:8080", "HTTP listen address")
	// Source: github.com/pion/webrtc/v4/examples/play-from-disk-playlist-control/main.go:122 (syntax: a log message with the listen address in a URL joined to the words around it, uniform sample of 12 of 26 look-alike candidates)
	log.Printf("Serving UI at http://%s ...", *addr) // lookalike
}
