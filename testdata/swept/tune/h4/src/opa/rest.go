// Package opa holds cases from github.com/open-policy-agent/opa.
package opa

import (
	"errors"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

func runFlags(fs *flag.FlagSet) {
	var addr string
	// Source: github.com/open-policy-agent/opa/cmd/run.go:242 (help text with address forms and a unix:// placeholder)
	fs.StringVar(&addr, "addr", "localhost:8181", "set listening address of the server (e.g., [ip]:<port> for TCP, unix://<path> for UNIX domain socket)") // lookalike
}

type oauth2Config struct {
	TokenURL string
}

func (c oauth2Config) validate() error {
	// Source: github.com/open-policy-agent/opa/v1/plugins/rest/auth.go:507 (scheme prefix given to strings.HasPrefix)
	if !strings.HasPrefix(c.TokenURL, "https://") { // lookalike
		return errors.New("token_url required to use https scheme")
	}
	return nil
}

// Source: github.com/open-policy-agent/opa/cmd/bench.go:421 (host is the constant "localhost", port a number)
func benchURL(port int, path string) string {
	host := "localhost"
	return fmt.Sprintf("http://%s:%d/v1/%v", host, port, path) // lookalike
}

// Source: github.com/open-policy-agent/opa/v1/plugins/rest/gcp.go:130 (audience appended to the metadata query as the metadata server documents)
func identityTokenURL(endpoint, path, audience string) string {
	return fmt.Sprintf("%s%s?audience=%s", endpoint, path, audience) // lookalike
}

// Source: github.com/open-policy-agent/opa/internal/providers/aws/ecr.go:21 (format string for a regional endpoint)
const ecrEndpointFmt = "https://ecr.%s.amazonaws.com/" // lookalike

func ecrEndpoint(region string) string { return fmt.Sprintf(ecrEndpointFmt, region) }

// refPath escapes each segment of a ref for a URL path.
func refPath(parts []string) string {
	out := make([]string, len(parts))
	for i, p := range parts {
		// Source: github.com/open-policy-agent/opa/v1/ast/term.go:1417 (PathEscape for each path segment)
		out[i] = url.PathEscape(p) // lookalike
	}
	return "/v1/data/" + strings.Join(out, "/")
}

func get(c *http.Client, path string) (*http.Response, error) {
	return c.Get("http://localhost:8181" + refPath([]string{path}))
}
