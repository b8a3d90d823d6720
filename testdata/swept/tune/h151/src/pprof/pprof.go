// Package pprof holds cases rewritten from github.com/google/pprof.
package pprof

import (
	"net"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
)

// HTTPServerArgs mirrors the plugin server arguments.
type HTTPServerArgs struct {
	Hostport string
	Host     string
	Port     int
}

// Source: github.com/google/pprof/internal/driver/webui.go:148 (hostjoin: Hostport is built with net.JoinHostPort, so an IPv6 host is already bracketed.)
func serveWebInterface(host string, port int, server func(*HTTPServerArgs) error) (string, error) {
	args := &HTTPServerArgs{
		Hostport: net.JoinHostPort(host, strconv.Itoa(port)),
		Host:     host,
		Port:     port,
	}
	u := "http://" + args.Hostport // lookalike
	return u, server(args)
}

// Source: github.com/google/pprof/internal/driver/fetch.go:607 (sink: adjustURL adds the http scheme only after url.Parse found no host, trying another form first, so it demands nothing of its callers.)
func adjustURL(source string) string {
	u, err := url.Parse(source)
	if err != nil || (u.Host == "" && u.Scheme != "" && u.Scheme != "file") {
		u, err = url.Parse("http://" + source) // lookalike
	}
	if err != nil || u.Host == "" {
		return ""
	}
	return u.String()
}

const testSourceAddress = "pproftest.local"

// Source: github.com/google/pprof/internal/driver/fetch.go:360 (plainhttp: a prefix comparison against a .local test host, no request to a public host.)
func isTestSource(src string) bool {
	return strings.HasPrefix(src, "http://"+testSourceAddress) // lookalike
}

// Source: github.com/google/pprof/internal/symbolz/symbolz.go:90 (dotsegment: path.Clean resolves the dot-dot on the decoded Path field, so the URI keeps no dot segment.)
func symbolz(source string) string {
	if u, err := url.Parse(source); err == nil && u.Host != "" {
		u.Path = path.Clean(u.Path + "/../symbol") // lookalike
		u.RawQuery = ""
		return u.String()
	}
	return ""
}

// Source: github.com/google/pprof/internal/report/report.go:1264 (syntax: the URL sits inside a help sentence of the graph legend, prose not a URI.)
func legend(label []string) []string {
	return append(label, "\nSee https://git.io/JfYMW for how to read the graph") // lookalike
}

var _ = http.Get
