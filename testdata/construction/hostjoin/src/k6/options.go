package k6

import (
	"net"
	"strconv"
)

type options struct {
	Port int
	Host string
}

// Source: github.com/grafana/k6/internal/dashboard/options.go:180 (the dashboard URL joins the configured host, default 127.0.0.1, to the port with net.JoinHostPort)
func (opts *options) url() string {
	if opts.Port < 0 {
		return ""
	}
	host := opts.Host
	if host == "" {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(opts.Port)) // lookalike
}

func DashboardURL(host string, port int) string { return (&options{Port: port, Host: host}).url() }
