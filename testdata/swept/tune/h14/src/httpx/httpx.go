package httpx

import (
	"bytes"
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Options of httpx.
type Options struct {
	LeaveDefaultPorts bool
}

func (o *Options) bindFlags(fs *flag.FlagSet) {
	// Source: github.com/projectdiscovery/httpx/runner/options.go:525 (port: URLs with default ports in a flag's help text that explains them, prose shown to users, rule 4)
	fs.BoolVar(&o.LeaveDefaultPorts, "leave-default-ports", false, "leave default http/https ports in host header (eg. http://host:80 - https://host:443") // lookalike
}

// switchProtocol retries a target with the other scheme and its default port.
func switchProtocol(target *http.Request, u *url.URL, toHTTP bool) {
	if toHTTP {
		if u.Port() == "443" {
			// Source: github.com/projectdiscovery/httpx/runner/runner.go:1949 (port: the Host field of a request, where the scheme is not in sight; switching https:443 to http:80 keeps the port written on purpose)
			target.Host = net.JoinHostPort(u.Hostname(), "80") // lookalike
		}
	}
}

func faviconFallback(baseNet *url.URL, raw string) *url.URL {
	// Root fallback: directory-relative failed and raw had no leading slash
	if !strings.HasPrefix(raw, "/") {
		// Source: github.com/projectdiscovery/httpx/runner/runner.go:2759 (baseslash: an absolute path resolved on purpose as the root fallback after the relative form failed; the base is a scanned URL, no constant)
		return baseNet.ResolveReference(&url.URL{Path: "/" + raw}) // lookalike
	}
	return baseNet
}

func setConcurrency(apiEndpoint string, body []byte) (*http.Response, error) {
	// Source: github.com/projectdiscovery/httpx/examples/speed_control/main.go:53 (hostjoin: the API endpoint is host:port already, no host joined to a port)
	req, err := http.NewRequest("PUT", fmt.Sprintf("http://%s/api/concurrency", apiEndpoint), bytes.NewBuffer(body)) // lookalike
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func extractDomain(str string) string {
	u := str
	if !strings.Contains(str, "://") {
		// Source: github.com/projectdiscovery/httpx/common/httpx/csp.go:87 (sink: a scheme put before a CSP source that has none, on a condition on its text, rule 5)
		u = "https://" + str // lookalike
	}
	parsedURL, err := url.Parse(u)
	if err != nil {
		return ""
	}
	return parsedURL.Hostname()
}
