// Package kubo holds cases rewritten from github.com/ipfs/kubo.
package kubo

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"

	"github.com/multiformats/go-multiaddr"
)

// Source: github.com/ipfs/kubo/client/rpc/api.go:144 (hostform: a bare scheme prefix to which the dial host and port from DialArgs are appended, uniform sample of 20 of about 165 look-alike candidates)
func newAPIURL(hostport string, secure bool) string {
	proto := "http://" // lookalike
	if secure {
		// Source: github.com/ipfs/kubo/client/rpc/api.go:153 (hostform: a bare scheme prefix to which the dial host and port from DialArgs are appended, uniform sample of 20 of about 165 look-alike candidates)
		proto = "https://" // lookalike
	}
	return proto + hostport
}

// apiURLFromMultiaddr turns an address such as /ip4/H/tcp/P[/tls] into the
// RPC base URL.
func apiURLFromMultiaddr(addr string) string {
	parts := strings.Split(addr, "/")
	if len(parts) < 5 {
		return ""
	}
	secure := strings.Contains(addr, "/tls") || strings.Contains(addr, "/https")
	return newAPIURL(net.JoinHostPort(parts[2], parts[4]), secure)
}

var defaultLocalhostOrigins = []string{
	// Source: github.com/ipfs/kubo/core/corehttp/commands.go:40 (port: the angle-bracket placeholder is replaced with the real API port before the origin is used, uniform sample of 20 of about 165 look-alike candidates)
	"http://127.0.0.1:<port>", // lookalike
	// Source: github.com/ipfs/kubo/core/corehttp/commands.go:42 (port: the angle-bracket placeholder is replaced with the real API port before the origin is used, uniform sample of 20 of about 165 look-alike candidates)
	"http://[::1]:<port>", // lookalike
}

func allowedOrigins(port string) []string {
	out := make([]string, 0, len(defaultLocalhostOrigins))
	for _, o := range defaultLocalhostOrigins {
		out = append(out, strings.Replace(o, "<port>", port, -1))
	}
	return out
}

// Source: github.com/ipfs/kubo/core/corehttp/p2p_proxy.go:31 (hostcase: the authority of the libp2p scheme is a case-sensitive peer ID, not a DNS name, uniform sample of 20 of about 165 look-alike candidates)
func p2pTarget(peerID string) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("libp2p://%s", peerID)) // lookalike
}

// Source: github.com/ipfs/kubo/core/commands/pin/remotepin.go:800 (pathjoin: path.Clean runs on the Path component of a parsed URL, never on the whole URI, uniform sample of 20 of about 165 look-alike candidates)
func normalizeEndpoint(endpoint string) (string, error) {
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil || !(uri.Scheme == "http" || uri.Scheme == "https") {
		return "", errors.New("service endpoint must be a valid HTTP URL")
	}
	uri.Path = path.Clean(uri.Path) // lookalike
	uri.Path = strings.TrimSuffix(uri.Path, ".")
	uri.Path = strings.TrimSuffix(uri.Path, "/")
	if uri.RawQuery != "" {
		return "", errors.New("service endpoint should be provided without any query parameters")
	}
	return uri.String(), nil
}

// Source: github.com/ipfs/kubo/repo/fsrepo/fsrepo.go:440 (hostjoin: the String of a net.Addr is already host:port with IPv6 brackets, uniform sample of 20 of about 165 look-alike candidates)
func writeGatewayFile(f io.Writer, addr net.Addr) error {
	_, err := fmt.Fprintf(f, "http://%s", addr.String()) // lookalike
	return err
}

type httpFetcher struct {
	gateway string
}

// Source: github.com/ipfs/kubo/repo/fsrepo/migrations/httpfetcher.go:225 (escaper: the format value is a fixed token chosen by the callers, such as car, uniform sample of 20 of about 165 look-alike candidates)
func (f *httpFetcher) httpRequest(ctx context.Context, p, accept, format string) (*http.Request, error) {
	u := f.gateway + p
	if format != "" {
		u += "?format=" + format // lookalike
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", accept)
	return req, nil
}

func (f *httpFetcher) fetchCar(ctx context.Context, p string) (*http.Request, error) {
	return f.httpRequest(ctx, p, "application/vnd.ipld.car", "car")
}

// Source: github.com/ipfs/kubo/test/cli/harness/node.go:419 (hostjoin: the host is the value of the P_IP4 component, so it is never an IPv6 literal, uniform sample of 20 of about 165 look-alike candidates)
func checkAPI(apiAddr multiaddr.Multiaddr) bool {
	ip, err := apiAddr.ValueForProtocol(multiaddr.P_IP4)
	if err != nil {
		panic(err)
	}
	port, err := apiAddr.ValueForProtocol(multiaddr.P_TCP)
	if err != nil {
		panic(err)
	}
	u := fmt.Sprintf("http://%s:%s/api/v0/id", ip, port) // lookalike
	req, err := http.NewRequest(http.MethodPost, u, nil)
	if err != nil {
		panic(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// Source: github.com/ipfs/kubo/test/api-startup/main.go:19 (hostjoin: the host is the constant loopback address, only the port varies, uniform sample of 20 of about 165 look-alike candidates)
func pollStartup(port string) int {
	for {
		r, err := http.Get(fmt.Sprintf("http://127.0.0.1:%s", port)) // lookalike
		if err != nil {
			continue
		}
		r.Body.Close()
		return r.StatusCode
	}
}

// Source: github.com/ipfs/kubo/core/commands/mount_nofuse.go:16 (plainhttp: a repository link inside command help text, nothing requests it, uniform sample of 20 of about 165 look-alike candidates)
const mountShortDescription = "This version of ipfs is compiled without fuse support, which is required\nfor mounting. For the latest instructions, please check the project's repository:\n  http://github.com/ipfs/kubo\n" // lookalike

// HTTPRouterParams configures an HTTP router.
type HTTPRouterParams struct {
	Endpoint string
}

// parseRouters builds routers from their configuration.
func parseRouters(routers map[string]HTTPRouterParams) error {
	for name, r := range routers {
		if _, err := url.Parse(r.Endpoint); err != nil {
			return fmt.Errorf("router %s: %w", name, err)
		}
	}
	return nil
}

// cidFromArg accepts a bare CID, a content path or a native ipfs URI that
// names a root CID.
func cidFromArg(arg string) (string, error) {
	u, err := url.Parse(arg)
	if err != nil {
		return "", err
	}
	if u.Path != "" && u.Path != "/" {
		return "", errors.New("points below a root CID")
	}
	return u.Host, nil
}
