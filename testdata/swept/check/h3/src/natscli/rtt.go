// Package natscli holds cases rewritten from github.com/nats-io/natscli.
package natscli

import (
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Targets expands server URLs into one address per resolved IP.
func Targets(servers []string) ([]string, error) {
	var out []string
	for _, s := range servers {
		if !strings.Contains(s, "://") {
			// Source: github.com/nats-io/natscli/cli/rtt_command.go:193 (scheme added only when the server has no "://")
			s = fmt.Sprintf("nats://%s", s) // lookalike
		}
		u, err := url.Parse(s)
		if err != nil {
			return nil, err
		}
		port := u.Port()
		if port == "" {
			port = "4222"
		}
		addrs, _ := net.LookupHost(u.Hostname())
		for _, a := range addrs {
			// Source: github.com/nats-io/natscli/cli/rtt_command.go:228 (scheme of the parsed URL and net.JoinHostPort of each resolved address)
			out = append(out, fmt.Sprintf("%s://%s", u.Scheme, net.JoinHostPort(a, port))) // lookalike
		}
	}
	return out, nil
}

// templates maps a description to the location of a configuration template.
var templates = map[string]string{
	// Source: github.com/nats-io/natscli/cli/server_generate.go:114 (fs:/// location of an embedded template, no authority)
	"Development cluster using Docker Compose": "fs:///devcluster", // lookalike
}

// ServeExporter serves metrics on port.
func ServeExporter(port int) error {
	// Source: github.com/nats-io/natscli/cli/server_check_exporter_command.go:39 (log message text with a listen URL)
	log.Printf("Exporter listening on http://0.0.0.0:%d/metrics", port) // lookalike
	return http.ListenAndServe(fmt.Sprintf(":%d", port), nil)
}
