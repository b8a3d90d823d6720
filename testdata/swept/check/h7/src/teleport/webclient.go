package teleport

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Config specifies information when building requests with the webclient.
type Config struct {
	// ProxyAddr specifies the teleport proxy's web address, host:port.
	ProxyAddr string
}

// Find fetches discovery data by connecting to the given web proxy address.
func Find(ctx context.Context, cfg *Config) (*http.Response, error) {
	// Source: github.com/gravitational/teleport/api/client/webclient/webclient.go:155 (hostjoin: ProxyAddr is the proxy's address, host:port already; nothing joins a host and a port here)
	endpoint := fmt.Sprintf("https://%s/webapi/find", cfg.ProxyAddr) // lookalike

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// ParseHostPort parses host and port from the given address.
func ParseHostPort(addr string) (host, port string, err error) {
	if addr == "" {
		return "", "", fmt.Errorf("missing parameter address")
	}
	if !strings.Contains(addr, "://") {
		addr = "tcp://" + addr
	}
	netAddr, err := url.Parse(addr)
	if err != nil {
		return "", "", err
	}
	switch netAddr.Scheme {
	case "tcp", "http", "https":
		return net.SplitHostPort(netAddr.Host)
	default:
		return "", "", fmt.Errorf("unsupported scheme: %q", netAddr.Scheme)
	}
}

func parseAndJoinHostPort(addr string) (string, error) {
	host, port, err := ParseHostPort(addr)
	if err != nil {
		return "", err
	}
	return net.JoinHostPort(host, port), nil
}

func parsePort(addr string) (int, error) {
	_, port, err := ParseHostPort(addr)
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(port)
}
