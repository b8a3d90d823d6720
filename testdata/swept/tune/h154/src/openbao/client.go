// Package openbao holds cases rewritten from github.com/openbao/openbao/api/v2.
package openbao

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"
)

// TLSErrorString is shown when the client speaks TLS to a plain server.
const TLSErrorString = "This error usually means that the server is running with TLS disabled\n" +
	"that uses the http protocol:\n\n" +
	// Source: github.com/openbao/openbao/api/v2/client.go:162 (syntax: a placeholder address inside help prose is text, not a URI, rules 3 and 4)
	"    vault <command> -address http://<address>\n\n" + // lookalike
	"You can also set the BAO_ADDR environment variable:\n\n\n" +
	// Source: github.com/openbao/openbao/api/v2/client.go:164 (syntax: a placeholder address inside help prose is text, not a URI, rules 3 and 4)
	"    BAO_ADDR=http://<address> vault <command>\n\n" + // lookalike
	"where <address> is replaced by the actual address to the server."

// Config configures a Client.
type Config struct {
	Address    string
	HttpClient *http.Client
	SRVLookup  bool
}

// Client talks to the server.
type Client struct {
	addr   *url.URL
	config *Config
}

// Request is one API request.
type Request struct {
	Method string
	URL    *url.URL
	Host   string
	Params url.Values
}

// ParseAddress parses the address and wires unix sockets into the transport.
func (c *Config) ParseAddress(address string) (*url.URL, error) {
	u, err := url.Parse(address)
	if err != nil {
		return nil, err
	}
	c.Address = address
	// Source: github.com/openbao/openbao/api/v2/client.go:687 (hostform: a bare scheme prefix given to strings.CutPrefix is no URI with an empty host)
	if socket, ok := strings.CutPrefix(address, "unix://"); ok { // lookalike
		transport, ok := c.HttpClient.Transport.(*http.Transport)
		if !ok {
			// Source: github.com/openbao/openbao/api/v2/client.go:703 (syntax: a scheme named inside an error message is prose, rule 4)
			return nil, errors.New("attempting to specify unix:// address with non-transport transport") // lookalike
		}
		transport.DialContext = func(context.Context, string, string) (net.Conn, error) {
			return net.Dial("unix", socket)
		}
	}
	return u, nil
}

// NewClient builds a client from the config and the environment.
func NewClient(c *Config) (*Client, error) {
	if c == nil {
		c = &Config{HttpClient: &http.Client{Transport: &http.Transport{}}}
	}
	if v := os.Getenv("BAO_AGENT_ADDR"); v != "" {
		c.Address = v
	}
	u, err := c.ParseAddress(c.Address)
	if err != nil {
		return nil, err
	}
	return &Client{addr: u, config: c}, nil
}

// SetAddress changes the server address.
func (c *Client) SetAddress(addr string) error {
	u, err := c.config.ParseAddress(addr)
	if err != nil {
		return err
	}
	c.addr = u
	return nil
}

// NewRequest creates a request against the configured address.
func (c *Client) NewRequest(method, requestPath string) *Request {
	addr := c.addr
	host := addr.Host
	if addr.Port() == "" && c.config.SRVLookup {
		_, addrs, err := net.LookupSRV("http", "tcp", addr.Hostname())
		if err == nil && len(addrs) > 0 {
			// Source: github.com/openbao/openbao/api/v2/client.go:1403 (hostjoin: an SRV target is a DNS name, never an IPv6 literal, so a bare ':' is right)
			host = fmt.Sprintf("%s:%d", addrs[0].Target, addrs[0].Port) // lookalike
		}
	}
	return &Request{
		Method: method,
		URL: &url.URL{
			User:   addr.User,
			Scheme: addr.Scheme,
			Host:   host,
			// Source: github.com/openbao/openbao/api/v2/client.go:1413 (pathjoin: path.Join is applied to the path component only, not to a whole URI)
			Path: path.Join(addr.Path, requestPath), // lookalike
		},
		Host:   addr.Host,
		Params: make(url.Values),
	}
}

func (r *Request) toHTTP() (*http.Request, error) {
	// Source: github.com/openbao/openbao/api/v2/request.go:95 (escaper: url.Values.Encode is the right escaper for a raw query; sample 1 of 2 identical sites)
	r.URL.RawQuery = r.Params.Encode() // lookalike
	return http.NewRequest(r.Method, r.URL.String(), nil)
}

// curlString renders the request as a curl command.
func curlString(req *http.Request) string {
	return "curl " + fmt.Sprintf("%q", req.URL.String())
}

// OutputPolicyError carries the request a sample policy is built for.
type OutputPolicyError struct {
	method string
	path   string
}

func (d *OutputPolicyError) buildSamplePolicy() string {
	caps := []string{"read"}
	if d.method == http.MethodPut {
		caps = []string{"create", "update"}
	}
	return formatOutputPolicy(d.path, caps)
}

func formatOutputPolicy(p string, capabilities []string) string {
	p = strings.TrimLeft(p, "/")
	return fmt.Sprintf("path %q {\n  capabilities = [%q]\n}", p, strings.Join(capabilities, ","))
}
