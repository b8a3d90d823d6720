// Package nebula holds cases rewritten from github.com/slackhq/nebula.
package nebula

import (
	"context"
	"net"
	"net/http"
	"testing"
)

// HTTPDo sends one request to the HTTP server on the unix socket at socket.
// The host in the URL is a placeholder: every connection goes to the socket.
func HTTPDo(t *testing.T, socket, method, target string) int {
	t.Helper()

	client := &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, "unix", socket)
		},
	}}

	// Source: github.com/slackhq/nebula/test/helpers.go:60 (plainhttp: the host is a placeholder name and the transport dials a local unix socket, so nothing goes to a public host)
	req, err := http.NewRequest(method, "http://nebula"+target, nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	return res.StatusCode
}
