package istio

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"text/template"
)

const tracesAPI = "/api/v2/traces?%s"

type zipkinComponent struct {
	address string
}

func (c *zipkinComponent) createHTTPClient(limit int, spanName, hostDomain string) (string, http.Client, error) {
	queryParams := url.Values{}
	queryParams.Add("limit", strconv.Itoa(limit))
	queryParams.Add("spanName", spanName)
	baseURL := fmt.Sprintf(tracesAPI, queryParams.Encode())
	if hostDomain == "" {
		return c.address + baseURL, http.Client{}, nil
	}
	ips, err := net.LookupHost(hostDomain)
	if err != nil || len(ips) == 0 {
		return "", http.Client{}, fmt.Errorf("failed to resolve host domain %s: %v", hostDomain, err)
	}
	ip := ips[0]
	transport := &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			_, port, err := net.SplitHostPort(addr)
			if err != nil {
				return nil, err
			}
			return (&net.Dialer{}).DialContext(ctx, network, net.JoinHostPort(ip, port))
		},
	}
	// Source: istio.io/istio/pkg/test/framework/components/zipkin/kube.go:309 (port: net.JoinHostPort(ip, baseURL) passes the path and query as the port, so the URI becomes ip followed by ':' and an empty port before the path)
	u := fmt.Sprintf("http://%s", net.JoinHostPort(ip, baseURL)) // defect port
	return u, http.Client{Transport: transport}, nil
}

type jwtServer struct {
	namespace string
}

func (s *jwtServer) FQDN() string {
	return fmt.Sprintf("jwt-server.%s.svc.cluster.local", s.namespace)
}

func (s *jwtServer) HTTPPort() int { return 8000 }

// JwksURI returns the JWKS endpoint of the test JWT server.
func (s *jwtServer) JwksURI() string {
	// Source: istio.io/istio/pkg/test/framework/components/jwt/kube.go:165 (hostjoin: the host is the service FQDN the code builds, surely no IPv6 literal)
	uri := fmt.Sprintf("http://%s:%d/jwks", s.FQDN(), s.HTTPPort()) // lookalike
	return uri
}

// MockOpenIDDiscoveryServer is a fake OpenID discovery server for tests.
type MockOpenIDDiscoveryServer struct {
	URL         string
	TLSCertFile string
}

func (ms *MockOpenIDDiscoveryServer) start() error {
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		return err
	}
	scheme := "http"
	if ms.TLSCertFile != "" {
		scheme = "https"
	}
	port := ln.Addr().(*net.TCPAddr).Port
	// Source: istio.io/istio/pilot/pkg/model/test/mockopenidserver.go:185 (hostjoin: the host is the constant localhost)
	ms.URL = fmt.Sprintf("%s://localhost:%d", scheme, port) // lookalike
	go http.Serve(ln, http.NotFoundHandler())
	return nil
}

type redirectCase struct {
	name         string
	hostHeader   string
	wantLocation string
}

// LocationHeader expands the expected Location template for one target host.
func LocationHeader(expected string) func(hostname string) (string, error) {
	return func(hostname string) (string, error) {
		tpl, err := template.New("location").Parse(expected)
		if err != nil {
			return "", err
		}
		var b bytes.Buffer
		err = tpl.Execute(&b, map[string]string{"Hostname": hostname})
		return b.String(), err
	}
}

// Source: istio.io/istio/tests/integration/pilot/common/routing.go:526 (syntax: the braces are a text/template placeholder for the host, filled in before the Location header is compared)
var httpsRedirectLocation = LocationHeader("https://{{.Hostname}}:80/foo") // lookalike

var redirectRequestPortCases = []redirectCase{
	{
		name: "to default with host port",
		// Source: istio.io/istio/tests/integration/pilot/common/routing.go:579 (sink: the value is a Host header, where host and port is the required form, not a URI)
		hostHeader: "b:80", // lookalike
		// Source: istio.io/istio/tests/integration/pilot/common/routing.go:586 (port: expected Location in a redirect (router) test whose rows vary the port on purpose; the port is kept because the Host header carried it)
		wantLocation: "http://b:80/foo", // lookalike
	},
}
