// Package dispatch has wrappers that reach a client only for some forms
// of their parameter: their callers may pass any.
package dispatch

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"nhooyr.io/websocket"
)

// Load reads a reference from the web, the environment or Kubernetes.
func Load(ref string) {
	if strings.HasPrefix(ref, "https://") {
		http.Get(ref)
	}
}

// Open dispatches on the parsed scheme.
func Open(ref string) {
	u, _ := url.Parse(ref)
	switch u.Scheme {
	case "http", "https":
		http.Get(ref)
	}
}

// Fetch calls the client whatever the reference.
func Fetch(ref string) {
	if ref != "" {
		http.Get(ref)
	}
}

func use() {
	Load("env://API_TOKEN")
	Open("k8s://ns/secret") // want `URI-reference dispatch.Open → net/url.Parse "k8s://ns/secret"`
	Fetch("k8s://ns/other") // want `absolute-URI dispatch.Fetch → net/http.Get "k8s://ns/other"`
}

// Server reads a host, a host:port or a URL: it tries the value as a URL
// first, and with a scheme in front when that has no host.
func Server(host string) *url.URL {
	u, err := url.Parse(host)
	if err != nil || u.Host == "" {
		u, _ = url.Parse("https://" + host) // want `URI-reference net/url.Parse "https://x"`
	}
	return u
}

// Matched reaches the client only for the references a pattern allows.
func Matched(ref string) {
	if strings.Contains(ref, "://") {
		http.Get(ref)
	}
}

// HostOnly reads the host of a URL, or of host:port when the value
// parses as no URL with a host.
func HostOnly(input string) string {
	u, err := url.Parse(input)
	if err != nil || u.Host == "" {
		h, _, _ := strings.Cut(input, ":")
		return h
	}
	return u.Hostname()
}

// Strict rejects what has no host: callers must pass URIs.
func Strict(input string) (*url.URL, error) {
	u, err := url.Parse(input)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("no host in %q", input)
	}
	return u, nil
}

// Kind tries the value as a request URI, and when that fails goes on to
// other forms: callers may pass any.
func Kind(param string) string {
	u, err := url.ParseRequestURI(param)
	if err == nil && u.Scheme == "https" {
		return "url"
	}
	if strings.HasPrefix(param, "ci/") {
		return "ci"
	}
	return ""
}

// KindOrFail tries the value as a request URI, and fails with the error
// when it is none: callers must pass one.
func KindOrFail(param string) (string, error) {
	u, err := url.ParseRequestURI(param)
	if err == nil && u.Scheme == "https" {
		return "url", nil
	}
	return "", err
}

func useForms() {
	Server("1.2.3.4:567")
	Server("localhost:8080")
	Matched("anything")
	HostOnly("google.com:443")
	Strict("google.com:443") // want `URI-reference dispatch.Strict → net/url.Parse "google.com:443"`
	Kind("ci/latest")
	KindOrFail("ci/latest") // want `request-URI dispatch.KindOrFail → net/url.ParseRequestURI "ci/latest"`
}

// Transport is configured by an address that is a URI for a WebSocket
// and host:port for TCP.
type Transport struct{ Address string }

// Connect dials a WebSocket only when the address is written as one.
func Connect(ctx context.Context, t Transport) {
	if strings.HasPrefix(t.Address, "ws:") || strings.HasPrefix(t.Address, "wss:") {
		websocket.Dial(ctx, t.Address, nil)
	}
}

func useTransport(ctx context.Context) {
	Connect(ctx, Transport{Address: "localhost:5222"})
	Connect(ctx, Transport{Address: "wss://chat.example.com/ws"}) // want `URI-reference nhooyr.io/websocket.Dial "wss://chat.example.com/ws"`
}
