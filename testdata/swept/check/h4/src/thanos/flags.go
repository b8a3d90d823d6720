// Package thanos holds cases from github.com/thanos-io/thanos.
package thanos

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
)

func registerFlags(fs *flag.FlagSet) {
	var serverName string
	// Source: github.com/thanos-io/thanos/cmd/thanos/receive.go:1007 (flag help text that ends with a link to an RFC)
	fs.StringVar(&serverName, "remote-write.client-server-name", "", "Server name to verify the hostname on the returned TLS certificates. See https://tools.example.org/html/rfc4366#section-3.1") // lookalike
}

func checkLabels(n int) error {
	if n == 0 {
		// Source: github.com/thanos-io/thanos/cmd/thanos/sidecar.go:270 (error message with a docs link)
		return errors.New("no external labels configured, uniquely identifying external labels must be configured; see https://docs.example.com/storage.md#external-labels for details") // lookalike
	}
	return nil
}

// Source: github.com/thanos-io/thanos/internal/cortex/util/http.go:30 ("http: ..." error text of net/http)
func isBodyTooLarge(err error) bool {
	return err != nil && strings.Contains(err.Error(), "http: request body too large") // lookalike
}

// Source: github.com/thanos-io/thanos/pkg/promclient/promclient.go:441 (path.Join on the Path field of a copy of the base URL)
func queryURL(base *url.URL, params url.Values) string {
	u := *base
	u.Path = path.Join(u.Path, "/api/v1/query") // lookalike
	u.RawQuery = params.Encode()
	return u.String()
}

// Source: github.com/thanos-io/thanos/test/e2e/compact_test.go:646 ("http://" before path.Join of a host:port and a path)
func bucketUIURL(endpoint string) string {
	return "http://" + path.Join(endpoint, "global") // lookalike
}

// alertmanagerAddr turns an alertmanagers.url into a static address.
func alertmanagerAddr(raw string) (string, error) {
	parsed, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	host := parsed.Host
	if _, _, err := net.SplitHostPort(parsed.Host); err != nil {
		// Source: github.com/thanos-io/thanos/pkg/alert/config.go:116 (the Host field of a parsed URL, bracketed if IPv6, gets the default port)
		host = host + ":" + strconv.Itoa(9093) // lookalike
	}
	return host, nil
}

// Source: github.com/thanos-io/thanos/cmd/thanos/rule.go:1120 (QueryEscape for the expression in the query of a graph link)
func graphLink(expr string) string {
	return "/graph?g0.expr=" + url.QueryEscape(expr) + "&g0.tab=1" // lookalike
}

func ready(addr string) error {
	// Source: github.com/thanos-io/thanos/pkg/testutil/e2eutil/prometheus.go:269 (format string with a host:port and a prefix)
	r, err := http.Get(fmt.Sprintf("http://%s%s/-/ready", addr, "/prom")) // lookalike
	if err != nil {
		return err
	}
	return r.Body.Close()
}
