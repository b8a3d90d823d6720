package gau

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/valyala/fasthttp"
	"github.com/valyala/fasthttp/fasthttpproxy"
)

// Config of gau.
type Config struct {
	Proxy string
}

func (c *Config) dialer() (fasthttp.DialFunc, error) {
	var dialer fasthttp.DialFunc
	if c.Proxy != "" {
		parse, err := url.Parse(c.Proxy)
		if err != nil {
			return nil, fmt.Errorf("proxy url: %v", err)
		}
		switch parse.Scheme {
		case "http":
			// Source: github.com/lc/gau/runner/flags/flags.go:55 (sink: the proxy's scheme is cut off because the dialer takes [user:pass@]host:port, no URI; the arguments of strings.ReplaceAll are no URIs)
			dialer = fasthttpproxy.FasthttpHTTPDialer(strings.ReplaceAll(c.Proxy, "http://", "")) // lookalike
		case "socks5":
			dialer = fasthttpproxy.FasthttpSocksDialer(c.Proxy)
		}
	}
	return dialer, nil
}

// Filters select archived URLs.
type Filters struct {
	From string
	To   string
}

// GetParameters returns the query of the filters.
func (f *Filters) GetParameters() string {
	// Source: github.com/lc/gau/pkg/providers/filters.go:15 (escaper: url.Values encodes each value for the query)
	form := url.Values{} // lookalike
	if f.From != "" {
		form.Add("from", f.From)
	}
	if f.To != "" {
		form.Add("to", f.To)
	}
	return form.Encode()
}
