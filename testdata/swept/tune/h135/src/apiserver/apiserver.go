// Package apiserver holds cases rewritten from k8s.io/apiserver.
package apiserver

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// restConfig stands in for the client config whose Host field takes a URL.
type restConfig struct {
	Host    string
	APIPath string
}

func validateTCPURL(u string, hasTLS bool) error {
	// Source: k8s.io/apiserver/pkg/server/egressselector/config.go:189 (hostform: a scheme prefix given to strings.HasPrefix is no URI with an empty host; uniform sample of 66 of 576)
	if strings.HasPrefix(u, "http://") { // lookalike
		if hasTLS {
			return errors.New("config must not be present when using HTTP")
		}
		return nil
	}
	// Source: k8s.io/apiserver/pkg/server/egressselector/config.go:196 (hostform: a scheme prefix given to strings.HasPrefix is no URI with an empty host; uniform sample of 66 of 576)
	if strings.HasPrefix(u, "https://") { // lookalike
		return nil
	}
	// Source: k8s.io/apiserver/pkg/server/egressselector/config.go:202 (syntax: scheme names inside a validation message are prose, rule 4; uniform sample of 66 of 576)
	return fmt.Errorf("invalid url %q: supported connection protocols are http:// and https://", u) // lookalike
}

// loopbackHostPort returns a loopback host and the port of a listener address.
func loopbackHostPort(addr string) (string, string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", "", err
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		host = "localhost"
	}
	return host, port, nil
}

// Source: k8s.io/apiserver/pkg/server/config_selfclient.go:44 (hostjoin: the loopback host and port are joined by net.JoinHostPort, which brackets IPv6; uniform sample of 66 of 576)
func newLoopbackClientConfig(addr string) (*restConfig, error) {
	host, port, err := loopbackHostPort(addr)
	if err != nil {
		return nil, err
	}
	return &restConfig{Host: "https://" + net.JoinHostPort(host, port)}, nil // lookalike
}

// Source: k8s.io/apiserver/pkg/server/deprecated_insecure_serving.go:76 (plainhttp: plain HTTP to the server's own loopback listener, not a public host; uniform sample of 66 of 576)
func newInsecureLoopbackClientConfig(addr string) (*restConfig, error) {
	host, port, err := loopbackHostPort(addr)
	if err != nil {
		return nil, err
	}
	return &restConfig{Host: "http://" + net.JoinHostPort(host, port)}, nil // lookalike
}

// Source: k8s.io/apiserver/pkg/util/webhook/client.go:193 (hostjoin: host already comes from net.JoinHostPort of a service DNS name; uniform sample of 66 of 576)
func serviceClientConfig(name, namespace, path string, port int32) *restConfig {
	serverName := name + "." + namespace + ".svc"
	host := net.JoinHostPort(serverName, strconv.Itoa(int(port)))
	return &restConfig{Host: "https://" + host, APIPath: path} // lookalike
}

// Source: k8s.io/apiserver/pkg/util/webhook/client.go:256 (hostjoin: scheme and host are copied from a parsed URL whose Host keeps IPv6 brackets; uniform sample of 66 of 576)
func urlClientConfig(raw string) (*restConfig, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &restConfig{Host: u.Scheme + "://" + u.Host, APIPath: u.Path}, nil // lookalike
}

// Source: k8s.io/apiserver/pkg/util/webhook/serviceresolver.go:47 (hostjoin: the host is a DNS name the code makes from service name and namespace, never an IPv6 literal; uniform sample of 66 of 576)
func resolveServiceEndpoint(namespace, name string, port int32) (*url.URL, error) {
	if name == "" || namespace == "" || port == 0 {
		return nil, errors.New("cannot resolve an empty service name or namespace or port")
	}
	return &url.URL{Scheme: "https", Host: fmt.Sprintf("%s.%s.svc:%d", name, namespace, port)}, nil // lookalike
}

// Source: k8s.io/apiserver/pkg/util/webhook/validation.go:41 (syntax: a format hint inside an error message is prose, rule 4; uniform sample of 66 of 576)
const webhookURLForm = "; desired format: https://host[/path]" // lookalike

func validateWebhookURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return errors.New("url must be a valid URL: " + err.Error() + webhookURLForm)
	}
	if u.Host == "" {
		return errors.New("host must be specified" + webhookURLForm)
	}
	return nil
}

// Source: k8s.io/apiserver/pkg/server/options/etcd.go:134 (syntax: an example inside flag usage text is prose, rule 4; uniform sample of 66 of 576)
const etcdServersOverridesUsage = "Per-resource etcd servers overrides, comma separated. The individual override format: group/resource#servers, where servers are URLs, semicolon separated. " +
	`e.g. "/pods#http://etcd4:2379;http://etcd5:2379,/events#http://etcd6:2379"` // lookalike

// Source: k8s.io/apiserver/pkg/server/options/etcd.go:171 (syntax: a placeholder form inside flag usage text is prose, rule 4; uniform sample of 66 of 576)
const etcdServersUsage = "List of etcd servers to connect with (scheme://ip:port), comma separated." // lookalike

// Source: k8s.io/apiserver/pkg/server/options/server_run_options.go:44 (syntax: regular-expression examples inside flag help text are prose, rule 4; uniform sample of 66 of 576)
const corsAllowedOriginsHelpText = "List of allowed origins for CORS, comma separated. " +
	"Examples of valid expressions are '//example\\.com(:|$)' and '^https://example\\.com(:|$)'" // lookalike

func addServerFlags(fs *flag.FlagSet, servers, overrides, cors *string) {
	fs.StringVar(servers, "etcd-servers", "", etcdServersUsage)
	fs.StringVar(overrides, "etcd-servers-overrides", "", etcdServersOverridesUsage)
	fs.StringVar(cors, "cors-allowed-origins", "", corsAllowedOriginsHelpText)
}

func validateHSTSDirective(d string) error {
	if d == "includeSubDomains" || d == "preload" {
		return nil
	}
	parts := strings.Split(d, "=")
	if len(parts) != 2 || parts[0] != "max-age" {
		// Source: k8s.io/apiserver/pkg/server/options/server_run_options.go:272 (syntax: a reference link inside an error message is prose, rule 4; uniform sample of 66 of 576)
		return errors.New("--strict-transport-security-directives invalid, allowed values: max-age=expireTime, includeSubDomains, preload. see https://tools.ietf.org/html/rfc6797#section-6.1 for more information") // lookalike
	}
	return nil
}

// Source: k8s.io/apiserver/pkg/server/secure_serving.go:301 (sink: a log prefix of net/http errors is no URI with a broken scheme separator; uniform sample of 66 of 576)
const tlsHandshakeErrorPrefix = "http: TLS handshake error" // lookalike

type tlsHandshakeErrorWriter struct {
	out io.Writer
}

func (w *tlsHandshakeErrorWriter) Write(p []byte) (int, error) {
	if strings.Contains(string(p), tlsHandshakeErrorPrefix) {
		return len(p), nil
	}
	return w.out.Write(p)
}

func resolveCluster(clusterIP string, port int32) *url.URL {
	return &url.URL{
		Scheme: "https",
		// Source: k8s.io/apiserver/pkg/util/proxy/proxy.go:169 (hostjoin: the cluster IP and port are joined by net.JoinHostPort, which brackets IPv6; uniform sample of 66 of 576)
		Host: net.JoinHostPort(clusterIP, fmt.Sprintf("%d", port)), // lookalike
	}
}

// randomEndpoint returns the URL of one of the ready endpoint addresses.
func randomEndpoint(ips []string, port int32) *url.URL {
	ip := ips[rand.Intn(len(ips))]
	return &url.URL{Scheme: "https", Host: net.JoinHostPort(ip, strconv.Itoa(int(port)))}
}

func proxyLocation(req *http.Request, host string) *url.URL {
	location := &url.URL{}
	location.Scheme = "https"
	location.Host = host
	// Source: k8s.io/apiserver/pkg/util/peerproxy/peerproxy_handler.go:247 (escaper: the decoded request path goes into the decoded Path field, so no escaper is needed; uniform sample of 66 of 576)
	location.Path = req.URL.Path // lookalike
	location.RawQuery = req.URL.Query().Encode()
	return location
}

// Source: k8s.io/apiserver/pkg/storage/etcd3/testserver/test_server.go:68 (plainhttp: an embedded etcd for tests listens on localhost, not a public host; uniform sample of 66 of 576)
func etcdClientURL(port int) url.URL {
	return url.URL{Scheme: "http", Host: net.JoinHostPort("localhost", strconv.Itoa(port))} // lookalike
}

func parseServerURI(serverURI string) (*url.URL, error) {
	connURL, err := url.Parse(serverURI)
	if err != nil {
		return &url.URL{}, fmt.Errorf("unable to parse etcd url: %v", err)
	}
	return connURL, nil
}

func serverReachable(connURL *url.URL) bool {
	scheme := connURL.Scheme
	if scheme == "http" || scheme == "https" || scheme == "tcp" {
		scheme = "tcp"
	}
	conn, err := net.DialTimeout(scheme, connURL.Host, time.Second)
	if err != nil {
		return false
	}
	conn.Close()
	return true
}

// celURLCost stands in for the CEL url() library: it parses each url('...') argument and sums a cost.
func celURLCost(expr string) (int64, error) {
	var cost int64
	for _, part := range strings.Split(expr, "url('")[1:] {
		end := strings.Index(part, "'")
		if end < 0 {
			return 0, errors.New("unterminated url argument")
		}
		arg := part[:end]
		if _, err := url.Parse(arg); err != nil {
			return 0, err
		}
		cost += int64(len(arg))/10 + 1
	}
	return cost, nil
}

func validateIssuerURL(raw string) error {
	if raw == "" {
		return errors.New("issuer.url: Required value")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	switch {
	case u.Scheme != "https":
		return errors.New("URL scheme must be https")
	case u.User != nil:
		return fmt.Errorf("issuer.url: Invalid value: %q: URL must not contain a username or password", raw)
	case u.RawQuery != "":
		return errors.New("URL must not contain a query")
	case u.Fragment != "":
		return errors.New("URL must not contain a fragment")
	}
	return nil
}

func validateKMSEndpoint(endpoint string) error {
	if endpoint == "" {
		return errors.New("endpoint is required")
	}
	u, err := url.Parse(endpoint)
	if err != nil {
		return fmt.Errorf("invalid endpoint for kms provider, error: %v", err)
	}
	if u.Scheme != "unix" {
		return fmt.Errorf("unsupported scheme %q for KMS provider", u.Scheme)
	}
	return nil
}

// kmsConfiguration holds the endpoint of a KMS plugin.
type kmsConfiguration struct {
	Name       string
	Endpoint   string
	APIVersion string
}

// estimateSeats stands in for the work estimator: a list asks for seats by its limit.
func estimateSeats(req *http.Request) uint64 {
	limit, err := strconv.Atoi(req.URL.Query().Get("limit"))
	if err != nil || limit <= 0 {
		return 1
	}
	return uint64(limit/100 + 1)
}

// etcdServersOverrideValid checks the group/resource#servers form of one override.
func etcdServersOverrideValid(override string) bool {
	tokens := strings.Split(override, "#")
	if len(tokens) != 2 {
		return false
	}
	return len(strings.Split(tokens[0], "/")) == 2
}
