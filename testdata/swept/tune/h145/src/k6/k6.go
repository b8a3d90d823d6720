// Package k6 holds cases rewritten from go.k6.io/k6.
package k6

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/gorilla/websocket"
)

// Client is the REST API client of a running k6 instance.
type Client struct {
	BaseURL *url.URL
}

// Source: go.k6.io/k6/api/v1/client/client.go:30 (hostjoin: base is the value of the REST API address flag, already a whole host:port, so no bare ':' join happens here)
func NewClient(base string) (*Client, error) {
	baseURL, err := url.Parse("http://" + base) // lookalike
	if err != nil {
		return nil, err
	}
	return &Client{BaseURL: baseURL}, nil
}

// CloudConfig holds the cloud settings used for log tailing.
type CloudConfig struct {
	LogsTailURL string
	Token       string
}

// Source: go.k6.io/k6/cloudapi/logs.go:99 (syntax: the RawQuery format writes raw '{', '"' and '}' into the query of the URI dialled by the websocket client, characters RFC 3986 does not allow there)
func (c *CloudConfig) logtailConn(ctx context.Context, referenceID string, since time.Time) (*websocket.Conn, error) {
	u, err := url.Parse(c.LogsTailURL)
	if err != nil {
		return nil, fmt.Errorf("couldn't parse cloud logs host %w", err)
	}
	u.RawQuery = fmt.Sprintf(`query={test_run_id="%s"}&start=%d`, referenceID, since.UnixNano()) // defect syntax
	headers := make(http.Header)
	headers.Add("Authorization", "token "+c.Token)
	conn, _, err := websocket.DefaultDialer.DialContext(ctx, u.String(), headers)
	return conn, err
}

// Source: go.k6.io/k6/internal/cmd/cloud_login.go:318 (hostform: the bare scheme prefixes are only compared with strings.HasPrefix to tell a full stack URL from a slug, no URI is made from them)
func normalizeStackURL(stackInput string) string {
	if strings.HasPrefix(stackInput, "http://") || strings.HasPrefix(stackInput, "https://") { // lookalike
		return stackInput
	}
	return strings.TrimSuffix(stackInput, ".grafana.net")
}

// Flags holds the global command-line flags.
type Flags struct {
	Address          string
	ProfilingEnabled bool
}

// Source: go.k6.io/k6/internal/cmd/ui.go:154 (hostjoin: the address flag is a whole host:port listen address, put after the scheme as it is)
func profilingLine(flags Flags) string {
	return fmt.Sprintf("http://%s/debug/pprof/", flags.Address) // lookalike
}

// Source: go.k6.io/k6/internal/cmd/run.go:329 (syntax: the URL with a format verb sits inside a debug log message, prose rather than a URI (rule 4))
func logProfiling(flags Flags) {
	if flags.ProfilingEnabled {
		log.Printf("Profiling exposed on http://%s/debug/pprof/", flags.Address) // lookalike
	}
}

// Source: go.k6.io/k6/internal/output/influxdb/util.go:15 (hostform: a bare scheme prefix cut off the configured address to pick the UDP client, not a URI with an empty host)
func udpAddr(addr string) (string, bool) {
	if after, ok := strings.CutPrefix(addr, "udp://"); ok { // lookalike
		return after, true
	}
	return "", false
}

// Source: go.k6.io/k6/internal/output/opentelemetry/config.go:310 (hostjoin: the HTTP exporter endpoint is validated to be host and port already and is appended whole)
func exporterEndpoint(insecure bool, hostPort, urlPath string) string {
	endpoint := "http"
	if !insecure {
		endpoint += "s"
	}
	endpoint += "://" + hostPort + urlPath // lookalike
	return endpoint
}

// Source: go.k6.io/k6/js/modules/k6/html/elements.go:238 (hostjoin: href.Host comes from url.Parse and is already host[:port] with IPv6 brackets kept)
func origin(href *url.URL) string {
	if href.Scheme == "" {
		return ""
	}
	return href.Scheme + "://" + href.Host // lookalike
}

// Source: go.k6.io/k6/internal/loader/loader.go:88 (pathjoin: path.Join works on the Opaque part of a loader reference, which holds no scheme and no '//' to collapse)
func resolveFilePath(pwd *url.URL, moduleSpecifier string) *url.URL {
	if pwd.Opaque != "" {
		base, _, _ := strings.Cut(pwd.Opaque, "/")
		return &url.URL{Opaque: path.Join(base, moduleSpecifier)} // lookalike
	}
	return pwd
}

// Source: go.k6.io/k6/js/modules/resolution.go:214 (dotsegment: url.URL.JoinPath resolves the ".." it is given, so the module directory URL comes out without dot segments)
func moduleDir(p *url.URL) *url.URL {
	return p.JoinPath("..") // lookalike
}

// CleanURL masks the userinfo of u, as the URL tag of k6 metrics does.
func CleanURL(u *url.URL) string {
	out := u.String()
	if u.User == nil {
		return out
	}
	mask := "****"
	if _, has := u.User.Password(); has {
		mask = "****:****"
	}
	return strings.Replace(out, u.User.String()+"@", mask+"@", 1)
}

// NewWriteClient checks the Prometheus remote write endpoint.
func NewWriteClient(endpoint string, hc *http.Client) (*url.URL, error) {
	return url.Parse(endpoint)
}

// ValidateURLTemplate checks a secret-source URL template.
func ValidateURLTemplate(tmpl string) error {
	u, err := url.Parse(strings.ReplaceAll(tmpl, "{key}", "k"))
	if err != nil {
		return err
	}
	if !u.IsAbs() {
		return errors.New("urlTemplate must be an absolute URL with a scheme")
	}
	return nil
}
