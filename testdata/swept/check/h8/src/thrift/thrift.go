// Package thrift holds the cases of github.com/apache/thrift (lib/go).
package thrift

import (
	"net"
	"net/http"
	"net/url"
)

// THttpClient is an HTTP transport.
type THttpClient struct {
	client *http.Client
	url    *url.URL
}

// NewTHttpPostClient returns a transport that posts to urlstr.
func NewTHttpPostClient(urlstr string) (*THttpClient, error) {
	parsedURL, err := url.Parse(urlstr)
	if err != nil {
		return nil, err
	}
	return &THttpClient{client: http.DefaultClient, url: parsedURL}, nil
}

// FindAvailableTCPServerPort returns a free local TCP address.
func FindAvailableTCPServerPort(startPort int) (net.Addr, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	defer l.Close()
	return l.Addr(), nil
}

// HTTPEchoServer echoes the request body.
type HTTPEchoServer struct{}

func (p *HTTPEchoServer) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	w.WriteHeader(http.StatusOK)
}
