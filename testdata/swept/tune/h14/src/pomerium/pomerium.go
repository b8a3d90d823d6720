package pomerium

import (
	"context"
	"encoding/base64"
	"flag"
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"
	"testing"

	"github.com/testcontainers/testcontainers-go"
)

// StartPostgres starts a database container and returns its DSN.
func StartPostgres(tb testing.TB, container testcontainers.Container) (dsn string) {
	tb.Helper()
	ctx := context.Background()
	// the container runs with POSTGRES_PASSWORD=pomeriumtest
	host, err := container.Host(ctx)
	if err != nil {
		tb.Fatal("failed to get postgres host")
	}
	port, err := container.MappedPort(ctx, "5432")
	if err != nil {
		tb.Fatal("failed to get postgres port")
	}

	// Source: github.com/pomerium/pomerium/internal/testutil/postgres.go:40 (hostjoin: the host comes from the container's Host, a call that may fail, and is joined to the mapped port with ':'; an IPv6 Docker host needs brackets)
	return fmt.Sprintf(
		// Source: github.com/pomerium/pomerium/internal/testutil/postgres.go:40 (credentials: the password of the test database in the DSN a shared test helper returns, a working value in a non-test file, rule 1)
		"postgres://pomeriumtest:pomeriumtest@%s:%s/pomeriumtest?sslmode=disable", // defect credentials // defect hostjoin
		host, port.Port())
}

var flagBindAddress = flag.String("env.bind-address", "127.0.0.1", "bind address for local services")

type environment struct {
	host string
}

func newEnvironment() *environment {
	return &environment{host: *flagBindAddress}
}

// Host returns the address the environment binds its services to.
func (e *environment) Host() string {
	if e.host == "" {
		return "127.0.0.1"
	}
	return e.host
}

type httpUpstream struct {
	env        *environment
	serverPort int
}

func (h *httpUpstream) Env() *environment { return h.env }

// Route returns the URL a policy routes to this upstream.
func (h *httpUpstream) Route() func() string {
	protocol := "http"
	return func() string {
		// Source: github.com/pomerium/pomerium/internal/testenv/upstreams/http.go:286 (hostjoin: the host is the --env.bind-address flag, which may be an IPv6 address, joined to the port with ':')
		return fmt.Sprintf("%s://%s:%d", protocol, h.Env().Host(), h.serverPort) // defect hostjoin
	}
}

type grpcUpstream struct {
	env             *environment
	serverPort      int
	securityProtcol string
}

func (g *grpcUpstream) Env() *environment { return g.env }

// Route returns the URL a policy routes to this upstream.
func (g *grpcUpstream) Route() func() string {
	var protocol string
	switch g.securityProtcol {
	case "insecure":
		protocol = "h2c"
	default:
		protocol = "https"
	}
	return func() string {
		// Source: github.com/pomerium/pomerium/internal/testenv/upstreams/grpc.go:123 (hostjoin: the scheme is h2c or https, and the host the --env.bind-address flag, which may be IPv6, joined to the port with ':')
		return fmt.Sprintf("%s://%s:%d", protocol, g.Env().Host(), g.serverPort) // defect hostjoin
	}
}

type sshUpstream struct {
	env        *environment
	serverPort int
}

func (h *sshUpstream) Env() *environment { return h.env }

// Route returns the URL a policy routes to this upstream.
func (h *sshUpstream) Route() func() string {
	protocol := "ssh"
	return func() string {
		// Source: github.com/pomerium/pomerium/internal/testenv/upstreams/ssh.go:152 (hostjoin: the host is the --env.bind-address flag, which may be IPv6, joined to the port with ':' in an ssh URL)
		return fmt.Sprintf("%s://%s:%d", protocol, h.Env().Host(), h.serverPort) // defect hostjoin
	}
}

func defaultKubernetesInClusterAPIURL(apiHost string) string {
	apiURL := "https://kubernetes.default.svc"
	if apiHost != "" {
		apiURL = "https://" + apiHost
	} else if host, port := os.Getenv("KUBERNETES_SERVICE_HOST"), os.Getenv("KUBERNETES_SERVICE_PORT"); host != "" && port != "" {
		// Source: github.com/pomerium/pomerium/config/identity_provider_kubernetes.go:105 (hostjoin: host and port from the environment joined by net.JoinHostPort, which brackets an IPv6 host)
		apiURL = "https://" + net.JoinHostPort(host, port) // lookalike
	}
	return apiURL
}

// GitHubProvider revokes GitHub OAuth tokens.
type GitHubProvider struct {
	ClientID     string
	ClientSecret string
}

const revokePath = "/applications/%s/grant"

// Revoke deletes the app authorization.
func (p *GitHubProvider) Revoke(ctx context.Context, accessToken string) error {
	// Source: github.com/pomerium/pomerium/pkg/identity/oauth/github/github.go:233 (credentials: the client ID and secret of the configured OAuth app, variables, no constant password)
	basicAuth := url.UserPassword(p.ClientID, p.ClientSecret) // lookalike
	revokeURL := url.URL{
		Scheme: "https",
		User:   basicAuth,
		Host:   "api.github.com",
		Path:   fmt.Sprintf(revokePath, p.ClientID),
	}
	body := strings.NewReader(fmt.Sprintf(`{"access_token": "%s"}`, accessToken))
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, revokeURL.String(), body)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// ServerHostInfo describes an MCP server route.
type ServerHostInfo struct {
	URL string
}

// NewServerHostInfo builds the info of an MCP server from its route.
func NewServerHostInfo(from, serverPath string) (ServerHostInfo, error) {
	u, err := url.Parse(from)
	if err != nil {
		return ServerHostInfo{}, err
	}
	if serverPath != "/" || u.Path != "" {
		// Source: github.com/pomerium/pomerium/internal/mcp/host_info.go:44 (pathjoin: path.Join of the decoded Path field and a path, no URI)
		u.Path = path.Join(u.Path, serverPath) // lookalike
	}
	return ServerHostInfo{URL: u.String()}, nil
}

func listTypes(w io.Writer, types []string) {
	fmt.Fprintf(w, "<html><body><ul>")
	for _, typ := range types {
		// Source: github.com/pomerium/pomerium/internal/controlplane/server_debug.go:252 (escaper: url.PathEscape for one path segment of a link, the right escaper)
		fmt.Fprintf(w, "<li><a href=\"/options/%s\">%s</a></li>", url.PathEscape(typ), html.EscapeString(typ)) // lookalike
	}
	fmt.Fprintf(w, "</ul></body></html>")
}

// Options is the configuration of pomerium.
type Options struct {
	AuthenticateURLString string
	AuthorizeURLString    string
	AlternativePort       string
	MetricsAddr           string
	MetricsBasicAuth      string
	MetricsCertificate    string
	DataBroker            DataBrokerOptions
	CookieSecret          string
	SharedKey             string
}

// DataBrokerOptions configures the databroker.
type DataBrokerOptions struct {
	ServiceURL              string
	StorageType             string
	StorageConnectionString string
}

// GetAuthorizeURL returns the authorize URL or the local one.
func (o *Options) GetAuthorizeURL() (*url.URL, error) {
	if o.AuthorizeURLString == "" {
		// Source: github.com/pomerium/pomerium/config/options.go:911 (hostjoin: the host is the constant 127.0.0.1, only the port is configured)
		return url.Parse("http://127.0.0.1:" + o.AlternativePort) // lookalike
	}
	return url.Parse(o.AuthorizeURLString)
}

func metricsURL(o Options) (*url.URL, error) {
	host, port, err := net.SplitHostPort(o.MetricsAddr)
	if err != nil {
		return nil, err
	}
	u := url.URL{
		Scheme: "http",
		Host:   net.JoinHostPort(host, port),
		Path:   "/metrics",
	}
	if o.MetricsBasicAuth != "" {
		txt, err := base64.StdEncoding.DecodeString(o.MetricsBasicAuth)
		if err != nil {
			return nil, err
		}
		parts := strings.SplitN(string(txt), ":", 2)
		if len(parts) != 2 {
			return nil, fmt.Errorf("expected username:password for basic auth")
		}
		// Source: github.com/pomerium/pomerium/internal/registry/reporter.go:121 (credentials: user and password decoded from the configured basic auth, variables, no constant password)
		u.User = url.UserPassword(parts[0], parts[1]) // lookalike
	}
	if o.MetricsCertificate != "" {
		u.Scheme = "https"
	}
	return &u, nil
}

// CognitoRevocationURL returns the revocation endpoint of a Cognito user pool.
func CognitoRevocationURL(authURL string) (string, error) {
	cognitoURL, err := url.Parse(authURL)
	if err != nil {
		return "", err
	}
	// https://docs.aws.amazon.com/cognito/latest/developerguide/revocation-endpoint.html
	// Source: github.com/pomerium/pomerium/pkg/identity/oidc/cognito/cognito.go:51 (baseslash: an absolute path resolved against the provider's auth URL on purpose: the endpoint is at the root of the domain, and the base is no constant)
	return cognitoURL.ResolveReference(&url.URL{Path: "/oauth2/revoke"}).String(), nil // lookalike
}
