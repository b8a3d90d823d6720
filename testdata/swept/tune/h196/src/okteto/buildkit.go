package okteto

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

const buildkitPort = 443

// BuildkitClient stands in for the moby buildkit client.
type BuildkitClient struct{ address string }

// newBuildkitClient stands in for client.New: it dials a buildkit address such as tcp://host:port or unix:///path.
func newBuildkitClient(ctx context.Context, address string) (*BuildkitClient, error) {
	u, err := url.Parse(address)
	if err != nil {
		return nil, err
	}
	_ = u
	return &BuildkitClient{address: address}, nil
}

// urlParser defines an interface for parsing URLs
type urlParser interface {
	Parse(rawurl string) (*url.URL, error)
}

type realURLParser struct{}

func (p *realURLParser) Parse(rawurl string) (*url.URL, error) { return url.Parse(rawurl) }

type clientCreator interface {
	New(ctx context.Context, address string) (*BuildkitClient, error)
}

// ClientFactory mirrors pkg/build/buildkit/connector/client.go.
type ClientFactory struct {
	urlParser             urlParser
	buildkitClientCreator clientCreator
	cert                  string
	builder               string
	token                 string
	tlsServerName         string
}

// NewBuildkitClientFactory creates a factory for the builder address.
func NewBuildkitClientFactory(cert, builder, token string) *ClientFactory {
	return &ClientFactory{cert: cert, builder: builder, token: token, urlParser: &realURLParser{}}
}

// SetTLSServerName sets the TLS server name.
func (bcf *ClientFactory) SetTLSServerName(name string) { bcf.tlsServerName = name }

// GetBuildkitClient returns a client for the builder; with a certificate it reads the server name from the builder URL.
func (bcf *ClientFactory) GetBuildkitClient(ctx context.Context) (*BuildkitClient, error) {
	if bcf.cert == "" && bcf.token == "" {
		return bcf.buildkitClientCreator.New(ctx, bcf.builder)
	}
	buildkitURL, err := bcf.urlParser.Parse(bcf.builder)
	if err != nil {
		return nil, fmt.Errorf("invalid buildkit service host %s: %w", bcf.builder, err)
	}
	serverName := buildkitURL.Hostname()
	_ = serverName
	return bcf.buildkitClientCreator.New(ctx, bcf.builder)
}

// InClusterConnector mirrors pkg/build/buildkit/connector/incluster.go.
type InClusterConnector struct {
	podIP   string // the buildkit pod IP from the queue API response
	builder string
}

// createBuildkitClient creates a buildkit client with TLS certificates (like PortForwarder)
func (ic *InClusterConnector) createBuildkitClient(ctx context.Context) (*BuildkitClient, error) {
	// Source: github.com/okteto/okteto/pkg/build/buildkit/connector/incluster.go:215 (hostjoin: the pod IP from the API is joined to the port by hand into a tcp URI, which breaks for an IPv6 pod IP in a dual-stack cluster; net.JoinHostPort is right, by the hostjoin check of the table)
	address := fmt.Sprintf("tcp://%s:%d", ic.podIP, buildkitPort) // defect hostjoin
	originalURL, err := url.Parse(ic.builder)
	if err != nil {
		return nil, err
	}
	f := NewBuildkitClientFactory("", address, "")
	f.SetTLSServerName(originalURL.Hostname())
	return newBuildkitClient(ctx, address)
}

// PortForwarder mirrors pkg/build/buildkit/connector/portforward.go.
type PortForwarder struct {
	localPort int
	builder   string
	cert      string
	token     string
}

// GetBuildkitClient returns the buildkit client through the local port forward.
func (pf *PortForwarder) GetBuildkitClient(ctx context.Context) (*BuildkitClient, error) {
	localAddress := fmt.Sprintf("127.0.0.1:%d", pf.localPort)
	originalURL, err := url.Parse(pf.builder)
	if err != nil {
		return nil, fmt.Errorf("failed to parse original builder URL: %w", err)
	}
	buildkitClientFactory := NewBuildkitClientFactory(
		pf.cert,
		// Source: github.com/okteto/okteto/pkg/build/buildkit/connector/portforward.go:461 (hostjoin: the authority is the fixed IPv4 loopback 127.0.0.1 and an int port, which no IPv6 host can break, by the hostjoin check, which only concerns hosts that can be IPv6)
		"tcp://"+localAddress, // lookalike
		pf.token)
	buildkitClientFactory.SetTLSServerName(originalURL.Hostname())
	return buildkitClientFactory.GetBuildkitClient(ctx)
}

// IsTransientError mirrors pkg/build/buildkit/errors.go: it searches error texts.
func IsTransientError(err error) bool {
	switch {
	case err == nil:
		return false
	// Source: github.com/okteto/okteto/pkg/build/buildkit/errors.go:167 (sink: an error text only searched for with strings.Contains, no URI use, by the rule that a value only searched for is no URI use)
	case strings.Contains(err.Error(), "failed to do request") && strings.Contains(err.Error(), "http: server closed idle connection"): // lookalike
		return true
	}
	return errors.Is(err, context.DeadlineExceeded)
}

// Vertex stands in for the buildkit client Vertex.
type Vertex struct {
	Name  string
	Error string
}

// BuildKitFrontendNotFoundErr mirrors pkg/cmd/build/log_filter.go.
func BuildKitFrontendNotFoundErr(vertex *Vertex) bool {
	if vertex.Error == "" {
		return false
	}
	// Source: github.com/okteto/okteto/pkg/cmd/build/log_filter.go:79 (syntax: a regular expression matched against vertex names, only searched for, no URI use, by the rule that a value only searched for is no URI use)
	importPattern := `resolve image config for docker-image://.*` // lookalike
	return regexp.MustCompile(importPattern).MatchString(vertex.Name)
}
