// Package rie holds cases rewritten from github.com/aws/aws-lambda-runtime-interface-emulator.
package rie

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

const version20180601 = "/2018-06-01"

// Server is the runtime API server of the emulator.
type Server struct {
	host string
	port int
}

// NewServerFromAddress mirrors SandboxBuilder.SetRuntimeAPIAddress: the flag value is split by net.SplitHostPort.
func NewServerFromAddress(runtimeAPIAddress string) (*Server, error) {
	host, port, err := net.SplitHostPort(runtimeAPIAddress)
	if err != nil {
		return nil, err
	}
	p, err := strconv.Atoi(port)
	if err != nil {
		return nil, err
	}
	return &Server{host: host, port: p}, nil
}

// Host is the server's host.
func (s *Server) Host() string { return s.host }

// Port is the server's port.
func (s *Server) Port() int { return s.port }

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda/rapi/server.go:149 (hostjoin: the host comes from net.SplitHostPort of the --runtime-api-address flag, which strips IPv6 brackets, and is joined to the port with a bare colon.)
func (s *Server) URL(endpoint string) string {
	return fmt.Sprintf("http://%s:%d%s%s", s.Host(), s.Port(), version20180601, endpoint) // defect hostjoin
}

// Environment holds the variables passed to the runtime.
type Environment struct {
	credentials map[string]string
}

// NewEnvironment returns an empty environment.
func NewEnvironment() *Environment {
	return &Environment{credentials: map[string]string{}}
}

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda/rapidcore/env/environment.go:112 (hostjoin: the host is the runtime API server's host, split from a user flag without IPv6 brackets, joined to the port with a bare colon into the credentials URI.)
func (e *Environment) StoreForInitCaching(host string, port int, token string) {
	e.credentials["AWS_CONTAINER_CREDENTIALS_FULL_URI"] = fmt.Sprintf("http://%s:%d/2021-04-23/credentials", host, port) // defect hostjoin
	e.credentials["AWS_CONTAINER_AUTHORIZATION_TOKEN"] = token
}

func configureInitCaching(e *Environment, s *Server, token string) {
	e.StoreForInitCaching(s.Host(), s.Port(), token)
}

const sandboxLocalDomain = "sandbox.localdomain"

type httpClient struct {
	addr string
}

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/aws-lambda-rie/internal/telemetry/internal/client.go:83 (port: a destination URI without a port gives an empty u.Port(), so the address ends in a bare colon, and the repository's own test accepts such a URI.)
func newHTTPClient(uri string) (*httpClient, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return nil, fmt.Errorf("could not parse destination.URI: %w", err)
	}
	if u.Hostname() != sandboxLocalDomain && u.Hostname() != "sandbox" {
		return nil, fmt.Errorf("destination.URI host must be %s", sandboxLocalDomain)
	}
	return &httpClient{addr: "http://127.0.0.1:" + u.Port()}, nil // defect port
}

func (c *httpClient) send(b []byte) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodPost, c.addr, bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// MIServer is the managed-instances runtime API server.
type MIServer struct {
	runtimeAPIAddrPort netip.AddrPort
}

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/rapi/server.go:115 (hostjoin: a netip.AddrPort formats as host:port with IPv6 brackets, so no bare join happens.)
func (s *MIServer) URL(endpoint string) string {
	return fmt.Sprintf("http://%s%s%s", s.runtimeAPIAddrPort, version20180601, endpoint) // lookalike
}

// RapidHTTPError reports a failed call.
type RapidHTTPError struct {
	StatusCode int
	Status     string
}

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/testutils/functional/extensions_client.go:75 (syntax: an error message that starts with a path and has spaces is prose, not a URI.)
func (s *RapidHTTPError) Error() string {
	return fmt.Sprintf("/event/next failed: %d[%s]", s.StatusCode, s.Status) // lookalike
}

// ExtClient is the extensions API test client.
type ExtClient struct {
	baseurl string
	client  http.Client
}

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/testutils/functional/extensions_client.go:80 (hostjoin: the endpoint is a netip.AddrPort, which formats with IPv6 brackets.)
func NewExtensionsClient(endpoint netip.AddrPort) *ExtClient {
	return &ExtClient{
		baseurl: fmt.Sprintf("http://%s/2020-01-01/extension", endpoint), // lookalike
	}
}

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/testutils/functional/extensions_client.go:227 (hostjoin: url.URL.Host is already a host:port authority with brackets kept.)
func (c *ExtClient) TelemetrySubscribe(body io.Reader) (*http.Response, error) {
	baseURL, err := url.Parse(c.baseurl)
	if err != nil {
		return nil, err
	}
	telemetryURL := fmt.Sprintf("http://%s/2022-07-01/telemetry", baseURL.Host) // lookalike
	req, err := http.NewRequest(http.MethodPut, telemetryURL, body)
	if err != nil {
		return nil, err
	}
	return c.client.Do(req)
}

const (
	protocol   = "http"
	apiversion = "2018-06-01"
)

// RuntimeClient is the runtime API test client.
type RuntimeClient struct {
	baseurl string
}

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/testutils/functional/runtime_client.go:41 (hostjoin: the endpoint is a netip.AddrPort, which formats with IPv6 brackets.)
func NewRuntimeClient(endpoint netip.AddrPort) *RuntimeClient {
	return &RuntimeClient{
		baseurl: fmt.Sprintf("%s://%s/%s", protocol, endpoint, apiversion), // lookalike
	}
}

// SubscriberAction subscribes a test extension to the telemetry API.
type SubscriberAction struct {
	addrPort netip.AddrPort
	Payload  io.Reader
}

// Source: github.com/aws/aws-lambda-runtime-interface-emulator/internal/lambda-managed-instances/testutils/functional/extension_actions.go:225 (hostjoin: the host is the constant DNS name sandbox.localdomain, joined to a port inside a JSON body.)
func (a *SubscriberAction) Execute(t *testing.T) {
	t.Helper()
	a.Payload = strings.NewReader(fmt.Sprintf(`{"schemaVersion": "2025-01-29", "destination":{"protocol":"HTTP","URI":"http://sandbox.localdomain:%d"}, "types": ["platform", "function", "extension"]}`, a.addrPort.Port())) // lookalike
}
