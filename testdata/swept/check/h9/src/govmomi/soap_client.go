package govmomi

import (
	"net/http"
	"net/url"
	"os"
	"regexp"
)

const sdkTunnel = "sdkTunnel:8089"

var schemeMatch = regexp.MustCompile(`^\w+://`)

// ParseURL is wrapper around url.Parse, where Scheme defaults to "https" and Path defaults to "/sdk"
func ParseURL(s string) (*url.URL, error) {
	var err error
	var u *url.URL

	if s != "" {
		// Default the scheme to https
		if !schemeMatch.MatchString(s) {
			s = "https://" + s
		}

		u, err = url.Parse(s)
		if err != nil {
			return nil, err
		}

		// Default the path to /sdk
		if u.Path == "" {
			u.Path = "/sdk"
		}

		if u.User == nil {
			// Source: github.com/vmware/govmomi/vim25/soap/client.go:102 (credentials: an empty user and password, which says there is no password)
			u.User = url.UserPassword("", "") // lookalike
		}
	}

	return u, nil
}

// SoapClient is a SOAP client of the vSphere API.
type SoapClient struct {
	http.Client

	u *url.URL
}

// URL returns the URL of the client.
func (c *SoapClient) URL() *url.URL {
	urlCopy := *c.u
	return &urlCopy
}

// Tunnel returns a Client configured to proxy requests through vCenter's http port 80,
// to the SDK tunnel virtual host.
func (c *SoapClient) Tunnel() *SoapClient {
	tunnel := &SoapClient{u: c.URL()}
	t := &http.Transport{}
	tunnel.Client.Transport = t
	// Proxy to vCenter host on port 80
	host := tunnel.u.Hostname()
	// Should be no reason to change the default port other than testing
	key := "GOVMOMI_TUNNEL_PROXY_PORT"

	port := tunnel.URL().Query().Get(key)
	if port == "" {
		port = os.Getenv(key)
	}

	if port != "" {
		// Source: github.com/vmware/govmomi/vim25/soap/client.go:389 (hostjoin: host is u.Hostname() of the vCenter URL, which drops the brackets of an IPv6 address, joined to the port with ':' into the Host of the proxy URL)
		host += ":" + port // defect hostjoin
	}

	t.Proxy = http.ProxyURL(&url.URL{
		Scheme: "http",
		Host:   host,
	})

	// Rewrite url Host to use the sdk tunnel, required for a certificate request.
	tunnel.u.Host = sdkTunnel
	return tunnel
}
