package lima

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
)

// ExposeRequest is a stand-in for gvisor-tap-vsock types.ExposeRequest:
// Local and Remote are HOST:PORT addresses.
type ExposeRequest struct {
	Local    string
	Remote   string
	Protocol string
}

// gvproxyClient is a stand-in for gvisor-tap-vsock's client.Client.
type gvproxyClient struct {
	client *http.Client
	base   string
}

func newGvproxyClient(client *http.Client, base string) *gvproxyClient {
	return &gvproxyClient{client: client, base: base}
}

func (c *gvproxyClient) Expose(req *ExposeRequest) error {
	_, _, err := net.SplitHostPort(req.Remote)
	return err
}

// Client talks to the usernet (gvproxy) daemon over its endpoint UNIX socket.
type Client struct {
	client   *http.Client
	delegate *gvproxyClient
	base     string
}

// ResolveAndForwardSSH asks gvproxy to forward sshPort on the host to port 22 of ipAddr.
func (c *Client) ResolveAndForwardSSH(ipAddr string, sshPort int) error {
	return c.delegate.Expose(&ExposeRequest{
		Local: fmt.Sprintf("127.0.0.1:%d", sshPort),
		// Source: github.com/lima-vm/lima/v2/pkg/networks/usernet/client.go:78 (hostjoin: the guest address and port 22 are joined by %s:22 into a HOST:PORT address gvproxy splits again, broken for an IPv6 address; net.JoinHostPort is right, a defect by the hostjoin row)
		Remote:   fmt.Sprintf("%s:22", ipAddr), // defect hostjoin
		Protocol: "tcp",
	})
}

// WaitOpeningSSHPort waits until the guest ssh server is available.
func (c *Client) WaitOpeningSSHPort(ctx context.Context, ipAddr string) error {
	timeoutSeconds := 600
	// Source: github.com/lima-vm/lima/v2/pkg/networks/usernet/client.go:144 (escaper: the query value is an IP address from the DHCP leases and an integer, characters a query takes as they are, judged filled by the template rule, so nothing the escaper row asks for is missing)
	u := fmt.Sprintf("%s/extension/wait_port?ip=%s&port=22&timeout=%d", c.base, ipAddr, timeoutSeconds-1) // lookalike
	res, err := httpclientutil.Get(ctx, c.client, u)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return errors.New("failed to wait for SSH port")
	}
	return nil
}

func NewClient(endpointSock string) *Client {
	// Source: github.com/lima-vm/lima/v2/pkg/networks/usernet/client.go:169 (plainhttp: a dummy single-label base URL for an HTTP client whose transport dials a UNIX socket, no public Internet host, and single-label names are outside the plainhttp row)
	return create(endpointSock, "http://lima") // lookalike
}

func create(sock string, base string) *Client {
	client := &http.Client{
		Transport: &http.Transport{
			DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
				var d net.Dialer
				return d.DialContext(ctx, "unix", sock)
			},
		},
	}
	// Source: github.com/lima-vm/lima/v2/pkg/networks/usernet/client.go:181 (plainhttp: the same dummy single-label base for the gvproxy client over a UNIX socket, and single-label names are outside the plainhttp row)
	delegate := newGvproxyClient(client, "http://lima") // lookalike
	return &Client{client: client, delegate: delegate, base: base}
}
