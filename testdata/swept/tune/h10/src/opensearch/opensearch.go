// Package opensearch holds the cases of
// github.com/opensearch-project/opensearch-go.
package opensearch

import (
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"
)

const (
	// DefaultHost is the default OpenSearch host.
	DefaultHost = "localhost"

	defaultScheme = "http"
	defaultHost   = DefaultHost
	defaultPort   = "9200"
	// Source: github.com/opensearch-project/opensearch-go/opensearch.go:70 (hostjoin: scheme, host and port all constants of the package)
	defaultURL = defaultScheme + "://" + defaultHost + ":" + defaultPort // lookalike
)

// ErrCreateTransport is returned when the transport cannot be made.
var ErrCreateTransport = errors.New("cannot create transport")

// Signer signs requests.
type Signer interface {
	SignRequest(*http.Request) error
}

// Config configures a client.
type Config struct {
	Addresses []string
	Username  string
	Password  string
	CACert    []byte
	Signer    Signer
}

// Transport sends requests to the nodes of a cluster.
type Transport struct {
	urls     []*url.URL
	username string
	password string
	signer   Signer
}

// Client is an OpenSearch client.
type Client struct {
	Transport *Transport
}

// URLs returns the URLs of the transport.
func (c *Transport) URLs() []*url.URL { return c.urls }

func addrsToURLs(addrs []string) ([]*url.URL, error) {
	var urls []*url.URL
	for _, addr := range addrs {
		u, err := url.Parse(strings.TrimRight(addr, "/"))
		if err != nil {
			return nil, fmt.Errorf("cannot parse url: %w", err)
		}
		urls = append(urls, u)
	}
	return urls, nil
}

// NewClient makes a client from the configuration.
func NewClient(cfg Config) (*Client, error) {
	addrs := cfg.Addresses
	if len(addrs) == 0 {
		addrs = []string{defaultURL}
	}
	urls, err := addrsToURLs(addrs)
	if err != nil {
		return nil, err
	}
	if len(cfg.CACert) > 0 && len(cfg.CACert) < 8 {
		return nil, ErrCreateTransport
	}
	return &Client{Transport: &Transport{urls: urls, username: cfg.Username, password: cfg.Password, signer: cfg.Signer}}, nil
}

// New makes a transport.
func New(cfg Config, urls ...*url.URL) (*Transport, error) {
	return &Transport{urls: urls, signer: cfg.Signer}, nil
}

func (c *Transport) setReqAuth(u *url.URL, req *http.Request) {
	if _, ok := req.Header["Authorization"]; ok {
		return
	}
	if u.User != nil {
		password, _ := u.User.Password()
		req.SetBasicAuth(u.User.Username(), password)
		return
	}
	if c.username != "" && c.password != "" {
		req.SetBasicAuth(c.username, c.password)
	}
}

func (c *Transport) signRequest(req *http.Request) error {
	if c.signer == nil {
		return nil
	}
	if err := c.signer.SignRequest(req); err != nil {
		return fmt.Errorf("failed to sign request: %w", err)
	}
	return nil
}

// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/opensearchtransport.go:1826 (hostjoin: scheme and Host of a parsed URL, already host:port)
func hostPrefixOf(u *url.URL) string {
	if u == nil {
		return ""
	}
	return u.Scheme + "://" + u.Host // lookalike
}

func urlFromNodeAddress(scheme, host, port string) *url.URL {
	// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/discovery.go:1546 (hostjoin: the node's host and port joined with net.JoinHostPort)
	return &url.URL{Scheme: scheme, Host: net.JoinHostPort(host, port)} // lookalike
}

const pprofPath = "/debug/pprof/"

// StartPprof starts a pprof server on addr, treating a missing scheme as
// "http://".
func StartPprof(addr string) net.Listener {
	if addr == "" {
		addr = "localhost:0"
	}
	if !strings.Contains(addr, "://") {
		// Source: github.com/opensearch-project/opensearch-go/internal/pprofutil/pprofutil.go:47 (hostjoin: a scheme put before a host:port that has none, so that url.Parse reads its host)
		addr = "http://" + addr // lookalike
	}
	u, err := url.Parse(addr)
	if err != nil {
		log.Printf("ignoring invalid pprof address: %v", err)
		return nil
	}
	ln, err := net.Listen("tcp", u.Host)
	if err != nil {
		log.Printf("pprof server failed to listen: %v", err)
		return nil
	}
	// Source: github.com/opensearch-project/opensearch-go/internal/pprofutil/pprofutil.go:72 (hostjoin: the listener's address, host:port with brackets for IPv6)
	served := url.URL{Scheme: "http", Host: ln.Addr().String(), Path: pprofPath} // lookalike
	log.Printf("pprof server listening on %s", served.String())
	return ln
}

// WaitForServerReady waits for a server to answer.
func WaitForServerReady(t *testing.T, addr string, timeout time.Duration) error {
	t.Helper()
	start := time.Now()
	for time.Since(start) < timeout {
		// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/testutil/mockhttp/server.go:265 (hostjoin: a scheme put before the mock server's host:port address)
		req, err := http.NewRequest(http.MethodGet, "http://"+addr, nil) // lookalike
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return errors.New("server not ready")
}

// GetTestURL returns the URL of the cluster the integration tests use.
func GetTestURL(t *testing.T) *url.URL {
	t.Helper()
	if envURL, exists := os.LookupEnv("OPENSEARCH_URL"); exists && envURL != "" {
		u, err := url.Parse(envURL)
		if err != nil {
			t.Fatalf("GetTestURL: invalid OPENSEARCH_URL %q: %v", envURL, err)
		}
		return u
	}
	// Source: github.com/opensearch-project/opensearch-go/opensearchtransport/testutil/env.go:93 (hostjoin: a constant host and port in the Host field)
	return &url.URL{Scheme: "http", Host: "localhost:9200"} // lookalike
}

type awsSdkV2Signer struct {
	signaturePort int
}

// SignRequest signs the request for AWS.
func (s *awsSdkV2Signer) SignRequest(r *http.Request) error {
	if s.signaturePort > 0 {
		// Source: github.com/opensearch-project/opensearch-go/signer/awsv2/sdkv2signer.go:96 (hostjoin: URL.Hostname strips the brackets of an IPv6 host, which is then joined to the signature port with ':' in the request's Host; net.JoinHostPort is the fix)
		r.Host = fmt.Sprintf("%s:%d", r.URL.Hostname(), s.signaturePort) // defect hostjoin
	}
	return nil
}
