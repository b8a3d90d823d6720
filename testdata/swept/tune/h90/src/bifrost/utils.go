package bifrost

import (
	"net/url"

	"github.com/valyala/fasthttp"
	"github.com/valyala/fasthttp/fasthttpproxy"
)

// ProxyConfig configures a SOCKS5 proxy.
type ProxyConfig struct {
	URL      string
	Username string
	Password string
}

// Source: github.com/maximhq/bifrost/core/providers/utils.go:98 (credentials: url.UserPassword takes the password from the proxy configuration, not a constant, and escapes it)
func socksDialer(cfg ProxyConfig) fasthttp.DialFunc {
	proxyURL := cfg.URL
	if cfg.Username != "" && cfg.Password != "" {
		parsedURL, err := url.Parse(cfg.URL)
		if err != nil {
			return nil
		}
		parsedURL.User = url.UserPassword(cfg.Username, cfg.Password) // lookalike
		proxyURL = parsedURL.String()
	}
	return fasthttpproxy.FasthttpSocksDialer(proxyURL)
}
