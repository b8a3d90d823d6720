// Package tr064 holds cases rewritten from github.com/tdrn-org/go-tr064.
package tr064

import (
	"net"
	"net/http"
	"net/url"
)

// User is the mock server user name.
const User = "user"

// Password is the mock server password.
// Source: github.com/tdrn-org/go-tr064/mock/mock.go:99 (credentials: a constant password, not a mask or placeholder, that the mock writes into the userinfo of its server URLs in non-test code; the password's bytes are here)
const Password = "password" // defect credentials

// Source: github.com/tdrn-org/go-tr064/mock/mock.go:95 (sink: a bare host:port with the dynamic port 0 given to net.Listen, which takes host:port and not a URI)
const listenAddr = "localhost:0" // lookalike

// MockServer is a local TR-064 mock server.
type MockServer struct {
	httpServerUrl  *url.URL
	httpsServerUrl *url.URL
}

// StartMock starts listeners on dynamic local ports.
func StartMock() (*MockServer, error) {
	httpListener, err := net.Listen("tcp", listenAddr)
	if err != nil {
		return nil, err
	}
	// Source: github.com/tdrn-org/go-tr064/mock/mock.go:99 (hostjoin: Addr().String() already gives host:port; the password it writes is reported where its bytes are, at the constant)
	httpServerUrl, err := url.Parse("http://" + User + ":" + Password + "@" + httpListener.Addr().String() + "/") // lookalike
	if err != nil {
		return nil, err
	}
	httpsListener, err := net.Listen("tcp", listenAddr)
	if err != nil {
		return nil, err
	}
	// Source: github.com/tdrn-org/go-tr064/mock/mock.go:107 (hostjoin: Addr().String() already gives host:port; the password it writes is reported where its bytes are, at the constant)
	httpsServerUrl, err := url.Parse("https://" + User + ":" + Password + "@" + httpsListener.Addr().String() + "/") // lookalike
	if err != nil {
		return nil, err
	}
	return &MockServer{httpServerUrl: httpServerUrl, httpsServerUrl: httpsServerUrl}, nil
}

// Server gets the HTTP URL the mock server listens on.
func (mock *MockServer) Server() *url.URL {
	return mock.httpServerUrl
}

// Ping checks the mock server is up.
func (mock *MockServer) Ping() error {
	return ping(http.DefaultClient, mock.httpServerUrl)
}

func ping(client *http.Client, url *url.URL) error {
	// Source: github.com/tdrn-org/go-tr064/mock/mock.go:149 (baseslash: URL.JoinPath with a rooted segment keeps the base path, unlike ResolveReference)
	pingUrl := url.JoinPath("/ping") // lookalike
	response, err := client.Get(pingUrl.String())
	if err != nil {
		return err
	}
	return response.Body.Close()
}
