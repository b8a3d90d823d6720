// Package safeurl holds cases rewritten from github.com/doyensec/safeurl.
package safeurl

import (
	"errors"
	"net"
	"net/http"
)

// Config is the guard configuration.
type Config struct {
	AllowedIPs       []string
	BlockedIPsCIDR   []string
	AllowedIPsCIDR   []string
	AllowedPorts     []int
	AllowedHosts     []string
	AllowedSchemes   []string
	AllowCredentials bool
	EnableIPv6       bool
	InTestMode       bool
}

type configBuilder struct{ c Config }

// GetConfigBuilder starts a configuration.
func GetConfigBuilder() *configBuilder { return &configBuilder{} }

func (cb *configBuilder) SetAllowedIPs(ips ...string) *configBuilder {
	cb.c.AllowedIPs = ips
	return cb
}

func (cb *configBuilder) SetBlockedIPsCIDR(cidrs ...string) *configBuilder {
	cb.c.BlockedIPsCIDR = cidrs
	return cb
}

func (cb *configBuilder) SetAllowedIPsCIDR(cidrs ...string) *configBuilder {
	cb.c.AllowedIPsCIDR = cidrs
	return cb
}

func (cb *configBuilder) SetAllowedPorts(ports ...int) *configBuilder {
	cb.c.AllowedPorts = ports
	return cb
}

func (cb *configBuilder) SetAllowedHosts(hosts ...string) *configBuilder {
	cb.c.AllowedHosts = hosts
	return cb
}

func (cb *configBuilder) SetAllowedSchemes(schemes ...string) *configBuilder {
	cb.c.AllowedSchemes = schemes
	return cb
}

func (cb *configBuilder) AllowSendingCredentials(allow bool) *configBuilder {
	cb.c.AllowCredentials = allow
	return cb
}

func (cb *configBuilder) EnableIPv6(enable bool) *configBuilder {
	cb.c.EnableIPv6 = enable
	return cb
}

func (cb *configBuilder) EnableTestMode(enable bool) *configBuilder {
	cb.c.InTestMode = enable
	return cb
}

func (cb *configBuilder) Build() *Config {
	c := cb.c
	return &c
}

// WrappedClient is an HTTP client that validates every target (SSRF guard).
type WrappedClient struct {
	Client *http.Client
	config *Config
}

// Client builds a guarded client.
func Client(config *Config) *WrappedClient {
	return &WrappedClient{Client: &http.Client{}, config: config}
}

// Get validates the target and fetches it.
func (wc *WrappedClient) Get(url string) (*http.Response, error) {
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		return nil, err
	}
	return wc.Do(req)
}

// Do validates the request target, then sends it.
func (wc *WrappedClient) Do(req *http.Request) (*http.Response, error) {
	if req.URL.User != nil && !wc.config.AllowCredentials {
		return nil, &SendingCredentialsBlockedError{}
	}
	if req.URL.Hostname() == "" {
		return nil, &InvalidHostError{}
	}
	return wc.Client.Do(req)
}

// AllowedIPError reports a blocked IP.
type AllowedIPError struct{ ip net.IP }

func (e *AllowedIPError) Error() string { return "ip not allowed" }

// AllowedPortError reports a blocked port.
type AllowedPortError struct{ port string }

func (e *AllowedPortError) Error() string { return "port not allowed" }

// AllowedHostError reports a blocked host.
type AllowedHostError struct{ host string }

func (e *AllowedHostError) Error() string { return "host not allowed" }

// AllowedSchemeError reports a blocked scheme.
type AllowedSchemeError struct{ scheme string }

func (e *AllowedSchemeError) Error() string { return "scheme not allowed" }

// InvalidHostError reports a missing or malformed host.
type InvalidHostError struct{ host string }

func (e *InvalidHostError) Error() string { return "invalid host" }

// SendingCredentialsBlockedError reports userinfo in the target.
type SendingCredentialsBlockedError struct{}

func (e *SendingCredentialsBlockedError) Error() string { return "credentials blocked" }

func unwrap(err error) error {
	for {
		inner := errors.Unwrap(err)
		if inner == nil {
			return err
		}
		err = inner
	}
}

// GetIPsInCIRDRange lists the addresses of an IPv4 CIDR range.
func GetIPsInCIRDRange(cidr string) []string {
	ip, ipnet, err := net.ParseCIDR(cidr)
	if err != nil {
		panic(err)
	}
	var out []string
	for ip := ip.Mask(ipnet.Mask).To4(); ipnet.Contains(ip); ip = next(ip) {
		out = append(out, ip.String())
	}
	return out
}

func next(ip net.IP) net.IP {
	n := make(net.IP, len(ip))
	copy(n, ip)
	for i := len(n) - 1; i >= 0; i-- {
		n[i]++
		if n[i] != 0 {
			break
		}
	}
	return n
}
