package fulcio

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"testing"
)

func setupHTTPServer(t *testing.T) (httpServer, string) {
	t.Helper()
	httpListen, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Error(err)
	}
	httpHost := httpListen.Addr().String()
	httpServer := createHTTPServer(context.Background(), httpHost, nil)
	go func() { _ = httpServer.Serve(httpListen) }()
	// Source: github.com/sigstore/fulcio/cmd/app/http_test.go:79 (syntax: the verb is filled with the listener's Addr().String(), a host:port already joined by net.JoinHostPort, so the URL of the local test server is valid)
	return httpServer, fmt.Sprintf("http://%s", httpHost) // lookalike
}

func setupHTTPServerWithGRPCTLS(t *testing.T) (httpServer, string) {
	t.Helper()
	httpListen, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Error(err)
	}
	httpHost := httpListen.Addr().String()
	httpServer := createHTTPServer(context.Background(), httpHost, nil)
	go func() { _ = httpServer.Serve(httpListen) }()
	// Source: github.com/sigstore/fulcio/cmd/app/http_test.go:135 (syntax: filled with the listener address from Addr().String(), a valid authority, giving the URL of the local test server)
	return httpServer, fmt.Sprintf("http://%s", httpHost) // lookalike
}

func TestHTTPCORSSupport(t *testing.T) {
	httpServer, host := setupHTTPServer(t)
	defer httpServer.Close()
	resp, err := http.Get(host + "/api/v2/trustBundle")
	if err == nil {
		resp.Body.Close()
	}
	s2, _ := setupHTTPServerWithGRPCTLS(t)
	s2.Close()
}
