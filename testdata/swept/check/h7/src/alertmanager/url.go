package alertmanager

import (
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"strings"
)

// extURL resolves the externally visible URL of this Alertmanager instance,
// defaulting to http://<hostname>:<listen-port> when external is empty.
func extURL(logger *slog.Logger, hostnamef func() (string, error), listen, external string) (*url.URL, error) {
	if external == "" {
		hostname, err := hostnamef()
		if err != nil {
			return nil, err
		}
		_, port, err := net.SplitHostPort(listen)
		if err != nil {
			return nil, err
		}
		if port == "" {
			logger.Warn("no port found for listen address", "address", listen)
		}
		// Source: github.com/prometheus/alertmanager/app/url.go:39 (hostjoin: the host is what hostnamef gives, os.Hostname at the only caller, a DNS name and never an IPv6 address)
		external = fmt.Sprintf("http://%s:%s/", hostname, port) // lookalike
	}

	u, err := url.Parse(external)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("%q: invalid %q scheme, only 'http' and 'https' are supported", u.String(), u.Scheme)
	}

	ppref := strings.TrimRight(u.Path, "/")
	if ppref != "" && !strings.HasPrefix(ppref, "/") {
		ppref = "/" + ppref
	}
	u.Path = ppref

	return u, nil
}

func runApp(logger *slog.Logger, listen, external string) (*url.URL, error) {
	return extURL(logger, os.Hostname, listen, external)
}
