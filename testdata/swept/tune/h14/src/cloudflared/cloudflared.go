package cloudflared

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"

	"github.com/getsentry/sentry-go"
)

const (
	//nolint:gosec // This is the Sentry DSN for cloudflared which is safe to be public
	// Source: github.com/cloudflare/cloudflared/cmd/cloudflared/tunnel/cmd.go:52 (credentials: the DSN holds the project's secret key as the password of its userinfo, the deprecated Sentry form; the key alone is enough, as the access command's DSN shows)
	sentryDSN = "https://56a9c9fa5c364ab28f34b14f35ea0f1b:3e8827f6f9f740738eb11138f7bebb68@sentry.io/189878" // defect credentials

	LogFieldCommand = "command"
)

// initTunnelSentry sets up error reporting for the tunnel command.
func initTunnelSentry(version string) error {
	return sentry.Init(sentry.ClientOptions{
		Dsn:     sentryDSN,
		Release: version,
	})
}

// initAccessSentry sets up error reporting for the access command.
func initAccessSentry(version string) error {
	// Source: github.com/cloudflare/cloudflared/cmd/cloudflared/access/cmd.go:57 (credentials: a Sentry DSN with the public key as user and no password)
	const sentryDSN = "https://56a9c9fa5c364ab28f34b14f35ea0f1b@sentry.io/189878" // lookalike
	return sentry.Init(sentry.ClientOptions{
		Dsn:     sentryDSN,
		Release: version,
	})
}

// RESTClient talks to the Cloudflare API.
type RESTClient struct {
	accountRoutes url.URL
	accountTunnel url.URL
	accountVnets  url.URL
	client        *http.Client
}

func (r *RESTClient) sendRequest(method string, url url.URL, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequest(method, url.String(), body)
	if err != nil {
		return nil, err
	}
	return r.client.Do(req)
}

// GetRouteByIPParams selects a route by IP.
type GetRouteByIPParams struct {
	IP net.IP
}

// GetByIP checks which route will proxy a given IP.
func (r *RESTClient) GetByIP(params GetRouteByIPParams) (*http.Response, error) {
	endpoint := r.accountRoutes
	// Source: github.com/cloudflare/cloudflared/cfapi/ip_route.go:199 (escaper: url.PathEscape written into the decoded Path field, which String escapes again: an escaper has no place there)
	endpoint.Path = path.Join(endpoint.Path, "ip", url.PathEscape(params.IP.String())) // defect escaper
	return r.sendRequest("GET", endpoint, nil)
}

// DeleteVirtualNetwork deletes a virtual network.
func (r *RESTClient) DeleteVirtualNetwork(id string, force bool) (*http.Response, error) {
	endpoint := r.accountVnets
	// Source: github.com/cloudflare/cloudflared/cfapi/virtual_network.go:85 (escaper: url.PathEscape written into the decoded Path field, which String escapes again)
	endpoint.Path = path.Join(endpoint.Path, url.PathEscape(id)) // defect escaper
	queryParams := url.Values{}
	if force {
		queryParams.Set("force", "true")
	}
	endpoint.RawQuery = queryParams.Encode()
	return r.sendRequest("DELETE", endpoint, nil)
}

// GetTunnel fetches one tunnel.
func (r *RESTClient) GetTunnel(tunnelID string) (*http.Response, error) {
	endpoint := r.accountTunnel
	// Source: github.com/cloudflare/cloudflared/cfapi/tunnel.go:126 (pathjoin: path.Join of the decoded Path field and an ID, no URI)
	endpoint.Path = path.Join(endpoint.Path, fmt.Sprintf("%v", tunnelID)) // lookalike
	return r.sendRequest("GET", endpoint, nil)
}

// StartOptions configures the access carrier.
type StartOptions struct {
	OriginURL string
	Host      string
}

func applyConnectTo(options *StartOptions, connectTo string) {
	if connectTo == "" {
		return
	}
	parts := strings.Split(connectTo, ":")
	switch len(parts) {
	case 1:
		options.OriginURL = fmt.Sprintf("https://%s", parts[0])
	case 2:
		// Source: github.com/cloudflare/cloudflared/cmd/cloudflared/access/carrier.go:105 (hostjoin: the host is what precedes the only ':' of the flag's value, so it holds no ':' and cannot be an IPv6 address)
		options.OriginURL = fmt.Sprintf("https://%s:%s", parts[0], parts[1]) // lookalike
	}
}

func readyCommand(metricsOpts string) error {
	if metricsOpts == "" {
		return errors.New("--metrics has to be provided")
	}
	// Source: github.com/cloudflare/cloudflared/cmd/cloudflared/tunnel/subcommands.go:487 (hostjoin: the --metrics flag is an address, host:port already, no host joined to a port)
	requestURL := fmt.Sprintf("http://%s/ready", metricsOpts) // lookalike
	res, err := http.Get(requestURL)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(res.Body)
		// Source: github.com/cloudflare/cloudflared/cmd/cloudflared/tunnel/subcommands.go:503 (syntax: a URL inside an error message, joined to the words around it, rule 4)
		return fmt.Errorf("http://%s/ready endpoint returned status code %d\n%s", metricsOpts, res.StatusCode, body) // lookalike
	}
	return nil
}

// FindMetricsServer finds the first address that answers.
func FindMetricsServer(addresses []string) (*url.URL, error) {
	for _, address := range addresses {
		// Source: github.com/cloudflare/cloudflared/diagnostic/diagnostic_utils.go:115 (hostjoin: the address is host:port already, from a list of known metrics addresses)
		url, err := url.Parse("http://" + address) // lookalike
		if err != nil {
			continue
		}
		return url, nil
	}
	return nil, errors.New("no metrics server found")
}

func formatURL(scheme, host, port string) string {
	if port != "" {
		return fmt.Sprintf("%s://%s", scheme, net.JoinHostPort(host, port))
	}
	if strings.Contains(host, ":") {
		// Source: github.com/cloudflare/cloudflared/validation/validation.go:166 (hostjoin: an IPv6 host put in brackets, no port)
		return fmt.Sprintf("%s://[%s]", scheme, host) // lookalike
	}
	return fmt.Sprintf("%s://%s", scheme, host)
}
