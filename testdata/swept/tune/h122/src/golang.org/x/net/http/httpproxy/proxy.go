// Package httpproxy is a minimal stub of golang.org/x/net/http/httpproxy.
package httpproxy

import "net/url"

// Config holds proxy configuration.
type Config struct {
	HTTPProxy  string
	HTTPSProxy string
	NoProxy    string
	CGI        bool
}

// ProxyFunc returns a function that determines the proxy URL for a request URL.
func (cfg *Config) ProxyFunc() func(reqURL *url.URL) (*url.URL, error) { panic("stub") }
