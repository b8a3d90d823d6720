package apm

import (
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestClient(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle("/foo", http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		w.WriteHeader(http.StatusTeapot)
	}))
	server := httptest.NewServer(mux)
	defer server.Close()

	serverURL, err := url.Parse(server.URL)
	require.NoError(t, err)
	serverURL.Path = "/foo"

	// Add user info to the URL; it should be stripped off.
	requestURL := *serverURL
	// Source: github.com/elastic/apm-agent-go/module/apmhttp/client_test.go:62 (credentials: a password set on the URL of the httptest server the test runs, which the comment says must be stripped off, rule 2c)
	requestURL.User = url.UserPassword("root", "hunter2") // lookalike

	req, err := http.NewRequest("GET", requestURL.String(), nil)
	require.NoError(t, err)
	resp, err := server.Client().Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusTeapot, resp.StatusCode)

	serverAddr := server.Listener.Addr().(*net.TCPAddr)
	// Source: github.com/elastic/apm-agent-go/module/apmhttp/client_test.go:89 (hostjoin: the listener's TCPAddr.String is already host:port, bracketed for IPv6)
	assert.Equal(t, "http://"+serverAddr.String(), destinationServiceName(req)) // lookalike
}
