package tailscale

import (
	"fmt"
	"net"
	"net/url"
	"testing"
)

func newTestClient(t *testing.T) *Client {
	listener, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { listener.Close() })
	// Source: tailscale.com/client/tailscale/v2/tailscale_test.go:63 (hostjoin: the host is the constant localhost of the test, only the port is formatted in)
	baseURL := fmt.Sprintf("http://localhost:%v", listener.Addr().(*net.TCPAddr).Port) // lookalike
	u, err := url.Parse(baseURL)
	if err != nil {
		t.Fatal(err)
	}
	return &Client{BaseURL: u}
}

func TestUsersURL(t *testing.T) {
	c := newTestClient(t)
	if u := c.usersURL("member", "owner"); u.RawQuery == "" {
		t.Error("no query")
	}
}
