package headscale

import (
	"context"
	"crypto/tls"
	"flag"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"time"
)

// container stands for a dockertest resource.
type container struct {
	ipByNetwork map[string]string
	hostname    string
}

// GetIPInNetwork returns the address the container runtime gave it in network.
func (c *container) GetIPInNetwork(network string) string { return c.ipByNetwork[network] }

// HeadscaleInContainer is the headscale server of an integration scenario.
type HeadscaleInContainer struct {
	container *container
	hostname  string
	port      int
	tls       bool
	networks  []string
}

// GetEndpoint returns the URL the test clients use to reach headscale.
func (t *HeadscaleInContainer) GetEndpoint(useIP bool) string {
	var host string
	if useIP && len(t.networks) > 0 {
		host = t.container.GetIPInNetwork(t.networks[0])
	} else {
		host = t.hostname
	}

	hostEndpoint := fmt.Sprintf("%s:%d", host, t.port)

	if t.tls {
		// Source: github.com/juanfont/headscale/integration/hsic/hsic.go:1130 (host is an address the container runtime gives, joined to the port with ':' two lines up; an IPv6 address would need brackets)
		return "https://" + hostEndpoint // defect hostjoin
	}

	// Source: github.com/juanfont/headscale/integration/hsic/hsic.go:1133 (same ':' join, plain-HTTP branch)
	return "http://" + hostEndpoint // defect hostjoin
}

// SaveMetrics fetches the metrics page of headscale.
func (t *HeadscaleInContainer) SaveMetrics() error {
	// Source: github.com/juanfont/headscale/integration/hsic/hsic.go:740 (host:port built with net.JoinHostPort)
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://"+net.JoinHostPort(t.hostname, "9090")+"/metrics", nil) // lookalike
	if err != nil {
		return fmt.Errorf("creating metrics request: %w", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// DERPServerInContainer is a DERP relay of an integration scenario.
type DERPServerInContainer struct {
	hostname string
	derpPort int
}

// WaitForRunning blocks until the DERP server answers.
func (t *DERPServerInContainer) WaitForRunning() error {
	// Source: github.com/juanfont/headscale/integration/dsic/dsic.go:341 (host:port built with net.JoinHostPort)
	url := "https://" + net.JoinHostPort(t.hostname, strconv.Itoa(t.derpPort)) + "/" // lookalike
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.TLSClientConfig = &tls.Config{MinVersion: tls.VersionTLS12}
	client := &http.Client{Transport: tr, Timeout: 5 * time.Second}
	resp, err := client.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// waitForMockOIDC polls the discovery document of the mock OIDC server.
func waitForMockOIDC(c *container, network string, port int) error {
	ipAddr := c.GetIPInNetwork(network)
	hostEndpoint := net.JoinHostPort(ipAddr, strconv.Itoa(port))
	// Source: github.com/juanfont/headscale/integration/scenario.go:1657 (address from the container runtime, but joined with net.JoinHostPort)
	oidcConfigURL := fmt.Sprintf("http://%s/oidc/.well-known/openid-configuration", hostEndpoint) // lookalike
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, oidcConfigURL, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

var devPort = flag.Int("port", 8080, "listen port")

func waitForHealth(ctx context.Context, u string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func runDev(ctx context.Context) error {
	// Source: github.com/juanfont/headscale/cmd/dev/main.go:154 (constant IPv4 loopback joined to the port flag; no IPv6 risk)
	healthURL := fmt.Sprintf("http://127.0.0.1:%d/health", *devPort) // lookalike
	return waitForHealth(ctx, healthURL)
}
