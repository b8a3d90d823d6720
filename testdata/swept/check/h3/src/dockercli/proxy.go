// Package dockercli holds cases rewritten from github.com/docker/cli.
package dockercli

import (
	"errors"
	"net"
	"net/url"
	"strings"
)

// ProxyConfig is the proxy configuration passed to containers.
type ProxyConfig struct {
	HTTPProxy  string `json:"httpProxy,omitempty"`
	HTTPSProxy string `json:"httpsProxy,omitempty"`
	NoProxy    string `json:"noProxy,omitempty"`
}

// ProxyEnv turns the proxy configuration into environment variables.
func ProxyEnv(c ProxyConfig) map[string]string {
	env := map[string]string{}
	if c.HTTPProxy != "" {
		env["HTTP_PROXY"] = c.HTTPProxy
	}
	if c.HTTPSProxy != "" {
		env["HTTPS_PROXY"] = c.HTTPSProxy
	}
	if c.NoProxy != "" {
		env["NO_PROXY"] = c.NoProxy
	}
	return env
}

// ParseSSHURL reads a docker host given as an ssh:// URL.
func ParseSSHURL(s string) (host, path string, err error) {
	u, err := url.Parse(s)
	if err != nil {
		return "", "", err
	}
	if u.Scheme != "ssh" {
		return "", "", errors.New("invalid SSH URL: unsupported scheme")
	}
	if _, ok := u.User.Password(); ok {
		return "", "", errors.New("invalid SSH URL: plain-text password is not supported")
	}
	if u.Hostname() == "" {
		return "", "", errors.New("invalid SSH URL: hostname is empty")
	}
	return u.Hostname(), u.Path, nil
}

// ServerHost turns a registry server address into host:port.
func ServerHost(addr string) string {
	if !strings.Contains(addr, "://") {
		return addr
	}
	rest := strings.SplitN(addr, "://", 2)[1]
	rest, _, _ = strings.Cut(rest, "/")
	if i := strings.LastIndex(rest, ":"); i > 0 && !strings.HasPrefix(rest, "[") {
		return net.JoinHostPort(rest[:i], rest[i+1:])
	}
	return rest
}

// DefaultHost is where the client connects without configuration.
// Source: github.com/docker/cli/opts/hosts_unix.go:6 (unix:/// socket address, empty authority on purpose)
const DefaultHost = "unix:///var/run/docker.sock" // lookalike
