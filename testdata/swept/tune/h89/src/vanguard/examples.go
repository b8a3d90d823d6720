// Package vanguard holds cases rewritten from connectrpc.com/vanguard.
package vanguard

import (
	"flag"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
)

func serveFiles(handler http.Handler) {
	port := flag.String("p", "8100", "port to serve on")
	flag.Parse()
	// Source: connectrpc.com/vanguard/internal/examples/fileserver/main.go:57 (sink: ":"+port is the listen address http.ListenAndServe wants, not a URI)
	log.Fatal(http.ListenAndServe(":"+*port, handler)) // lookalike
}

func petsBackend() *httputil.ReverseProxy {
	// Source: connectrpc.com/vanguard/internal/examples/pets/cmd/pets-be/main.go:36 (baseslash: the proxy target's path ends with '/', and the reverse proxy joins request paths to it with a single slash)
	proxy := httputil.NewSingleHostReverseProxy(&url.URL{Scheme: "https", Host: "petstore.swagger.io", Path: "/v2/"}) // lookalike
	director := proxy.Director
	proxy.Director = func(r *http.Request) {
		director(r)
		r.Host = r.URL.Host
	}
	return proxy
}

func petsFrontend() *httputil.ReverseProxy {
	// Source: connectrpc.com/vanguard/internal/examples/pets/cmd/pets-fe/main.go:62 (plainhttp: the backend is the example's own server on the loopback address)
	return httputil.NewSingleHostReverseProxy(&url.URL{Scheme: "http", Host: "127.0.0.1:30304"}) // lookalike
}

// elizaClient stands in for the generated Connect client constructor, which takes a base URL.
type elizaClient struct {
	httpClient *http.Client
	baseURL    string
}

func newElizaServiceClient(httpClient *http.Client, baseURL string) *elizaClient {
	return &elizaClient{httpClient: httpClient, baseURL: baseURL}
}

func elizaMain() *elizaClient {
	// Source: connectrpc.com/vanguard/internal/examples/connect-grpc/cmd/client/main.go:30 (plainhttp: the client talks to the example server it starts on the loopback address)
	return newElizaServiceClient(http.DefaultClient, "http://127.0.0.1:18181/") // lookalike
}
