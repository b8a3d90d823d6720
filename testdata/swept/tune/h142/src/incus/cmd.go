package incus

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
)

const httpsDefaultPort = 8443

// Source: github.com/lxc/incus/v6/cmd/incus-migrate/utils.go:347 (hostjoin: uri.Hostname() of a user-given URL drops the IPv6 brackets and is joined to the port with a bare ':')
func parseURL(rawURL string) (string, error) {
	uri, err := url.Parse(rawURL)
	if err != nil {
		return "", err
	}
	if uri.Port() == "" {
		uri.Host = fmt.Sprintf("%s:%d", uri.Hostname(), httpsDefaultPort) // defect hostjoin
	}
	return uri.String(), nil
}

// Source: github.com/lxc/incus/v6/cmd/incus/remote.go:434 (hostform: this branch is reached only for the unix scheme, where an absolute socket path after an empty authority is the intended form; uniform sample of 14 of 347)
func unixRemoteAddr(socketPath string) string {
	rScheme := "unix"
	rHost := socketPath
	return rScheme + "://" + rHost // lookalike
}

type remoteProxyTransport struct {
	baseURL *url.URL
}

// Source: github.com/lxc/incus/v6/cmd/incus/remote_unix.go:198 (schemecase: the scheme is copied from a parsed base URL, which url.Parse already lowercases; uniform sample of 14 of 347)
func (t remoteProxyTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r.URL.Scheme = t.baseURL.Scheme // lookalike
	r.URL.Host = t.baseURL.Host
	r.RequestURI = ""
	return http.DefaultTransport.RoundTrip(r)
}

// Source: github.com/lxc/incus/v6/cmd/incusd/storage_pools.go:255 (escaper: a raw pool name in a path segment, and whether a name needs escaping is not known from the code; uniform sample of 14 of 347)
func storagePoolLinks(apiVersion string, poolNames []string) []string {
	linkResults := []string{}
	for _, poolName := range poolNames {
		linkResults = append(linkResults, fmt.Sprintf("/%s/storage-pools/%s", apiVersion, poolName)) // lookalike
	}
	return linkResults
}

type incusOSClient struct {
	http *http.Client
}

func newIncusOSClient(socketPath string) *incusOSClient {
	return &incusOSClient{http: &http.Client{
		Transport: &http.Transport{
			Dial: func(_, _ string) (net.Conn, error) {
				return net.Dial("unix", socketPath)
			},
		},
	}}
}

// Source: github.com/lxc/incus/v6/internal/incusos/client.go:35 (plainhttp: the host is a placeholder name and the client dials a local unix socket, so nothing goes to the Internet; uniform sample of 14 of 347)
func (c *incusOSClient) query(path string) (*http.Response, error) {
	return c.http.Get("http://incus-os/1.0" + path) // lookalike
}

// Source: github.com/lxc/incus/v6/internal/server/storage/linstor/linstor.go:105 (hostform: a scheme-less host that url.Parse put into Path is moved into Host, a repair of the parsed form; uniform sample of 14 of 347)
func parseLinstorConnection(connection string) (*url.URL, error) {
	u, err := url.Parse(connection)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" {
		u.Scheme = "http"
	}
	if u.Host == "" {
		u.Host = u.Path // lookalike
		u.Path = ""
	}
	_, _, err = net.SplitHostPort(u.Host)
	if err != nil {
		u.Host = net.JoinHostPort(u.Host, "3370")
	}
	return u, nil
}
