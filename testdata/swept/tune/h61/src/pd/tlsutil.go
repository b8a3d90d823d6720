package pd

import (
	"crypto/tls"
	"strings"
)

const (
	// Source: github.com/tikv/pd/client/pkg/utils/tlsutil/url.go:29 (hostform: a scheme prefix constant used with HasPrefix/TrimPrefix, not a URI.)
	httpSchemePrefix = "http://" // lookalike
	// Source: github.com/tikv/pd/client/pkg/utils/tlsutil/url.go:30 (hostform: a scheme prefix constant used with HasPrefix/TrimPrefix, not a URI.)
	httpsSchemePrefix = "https://" // lookalike
)

// ModifyURLScheme sets the scheme of an address or URL from the TLS config.
func ModifyURLScheme(addr string, tlsCfg *tls.Config) string {
	if tlsCfg == nil {
		if strings.HasPrefix(addr, httpsSchemePrefix) {
			return httpSchemePrefix + strings.TrimPrefix(addr, httpsSchemePrefix)
		}
		if !strings.HasPrefix(addr, httpSchemePrefix) {
			return httpSchemePrefix + addr
		}
		return addr
	}
	if strings.HasPrefix(addr, httpSchemePrefix) {
		return httpsSchemePrefix + strings.TrimPrefix(addr, httpSchemePrefix)
	}
	if !strings.HasPrefix(addr, httpsSchemePrefix) {
		return httpsSchemePrefix + addr
	}
	return addr
}

// AddrsToURLs converts addresses to URLs.
func AddrsToURLs(addrs []string, tlsCfg *tls.Config) []string {
	urls := make([]string, 0, len(addrs))
	for _, a := range addrs {
		urls = append(urls, ModifyURLScheme(a, tlsCfg))
	}
	return urls
}

// PickMatchedURL picks the URL whose scheme matches the TLS config.
func PickMatchedURL(urls []string, tlsCfg *tls.Config) string {
	for _, u := range urls {
		if tlsCfg != nil && strings.HasPrefix(u, httpsSchemePrefix) {
			return u
		}
		if tlsCfg == nil && strings.HasPrefix(u, httpSchemePrefix) {
			return u
		}
	}
	return ModifyURLScheme(urls[0], tlsCfg)
}
