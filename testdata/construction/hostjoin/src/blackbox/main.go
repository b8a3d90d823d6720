package blackbox

import (
	"fmt"
	"net"
	"net/url"
	"os"
)

// Source: github.com/prometheus/blackbox_exporter/main.go:335 (with no external URL given, it joins os.Hostname() to the port of the listen address with ':')
func computeExternalURL(u, listenAddr string) (*url.URL, error) {
	if u == "" {
		hostname, err := os.Hostname()
		if err != nil {
			return nil, err
		}
		_, port, err := net.SplitHostPort(listenAddr)
		if err != nil {
			return nil, err
		}
		u = fmt.Sprintf("http://%s:%s/", hostname, port) // lookalike
	}
	return url.Parse(u)
}

func ExternalURL(u, listen string) (*url.URL, error) { return computeExternalURL(u, listen) }
