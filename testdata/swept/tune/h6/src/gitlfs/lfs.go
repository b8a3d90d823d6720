// Package gitlfs holds cases from github.com/git-lfs/git-lfs.
package gitlfs

import (
	"fmt"
	"log"
	"net/url"
	"path/filepath"
	"strings"
)

// Endpoint is an LFS endpoint.
type Endpoint struct {
	Url         string
	OriginalUrl string
	UserAndHost string
	Path        string
}

// Source: github.com/git-lfs/git-lfs/lfshttp/endpoint.go:64 (HTTPS fallback of an SSH remote, from its host and the path it came with)
func EndpointFromSshUrl(u *url.URL) Endpoint {
	host := u.Hostname()
	endpoint := Endpoint{UserAndHost: host, Path: u.Path}
	endpoint.Url = fmt.Sprintf("https://%s%s", host, u.Path) // lookalike
	return endpoint
}

// Source: github.com/git-lfs/git-lfs/lfshttp/endpoint.go:90 (bare scp-style remote rewritten as an ssh URI before url.Parse)
func EndpointFromBareSshUrl(rawurl string) Endpoint {
	parts := strings.Split(rawurl, ":")
	if len(parts) < 2 {
		return Endpoint{Url: rawurl}
	}
	newPath := strings.Join(parts, "/")
	newrawurl := fmt.Sprintf("ssh://%v", newPath) // lookalike
	newu, err := url.Parse(newrawurl)
	if err != nil {
		return Endpoint{Url: rawurl}
	}
	return EndpointFromSshUrl(newu)
}

// Source: github.com/git-lfs/git-lfs/lfsapi/auth.go:276 (scheme-less remote turned into a network-path reference so that url.Parse reads a host)
func schemelessURL(u string) (string, bool) {
	colon := strings.Index(u, ":")
	slash := strings.Index(u, "/")
	if colon >= 0 && (slash < 0 || colon < slash) {
		return fmt.Sprintf("//%s", strings.Replace(u, ":", "/", 1)), true // lookalike
	}
	return u, true
}

// Source: github.com/git-lfs/git-lfs/lfshttp/certs.go:43 (private URI naming a key file for the credential helper)
func certURL(path string) (*url.URL, error) {
	fileurl := fmt.Sprintf("cert:///%s", filepath.ToSlash(path)) // lookalike
	return url.Parse(fileurl)
}

// Source: github.com/git-lfs/git-lfs/git/git.go:641 (file URL of a local repository; slash is "/" on Windows only)
func rewriteLocalPathAsURL(path, slash string) string {
	return fmt.Sprintf("file://%s%s", slash, filepath.ToSlash(path)) // lookalike
}

// Source: github.com/git-lfs/git-lfs/lfshttp/proxy.go:30 (scheme prefix of a proxy setting rewritten to one Go's proxy code reads)
func normalizeProxy(proxy string) string {
	if strings.HasPrefix(proxy, "socks5h://") { // lookalike
		// Source: github.com/git-lfs/git-lfs/lfshttp/proxy.go:31 (the two scheme prefixes given to strings.Replace)
		proxy = strings.Replace(proxy, "socks5h://", "socks5://", 1) // lookalike
	}
	return proxy
}

// Source: github.com/git-lfs/git-lfs/lfshttp/client.go:347 (trace message prefixed "http:", no URI)
func traceNegotiate(err error) {
	log.Printf("http: got Negotiate error: %s", err) // lookalike
}

// Source: github.com/git-lfs/git-lfs/config/url_config.go:266 (config key candidate: scheme, user name and host of a parsed URL)
func userHostKey(u *url.URL) string {
	return fmt.Sprintf("%s://%s@%s", u.Scheme, u.User.Username(), u.Host) // lookalike
}

var serverURL = "http://127.0.0.1:39123"

// Source: github.com/git-lfs/git-lfs/t/cmd/lfstest-gitserver.go:271 (repo name escaped with url.QueryEscape, then given as the r query value)
func lfsUrl(repo, oid string) string {
	repo = url.QueryEscape(repo)
	return serverURL + "/storage/" + oid + "?r=" + repo // lookalike
}

// Source: github.com/git-lfs/git-lfs/t/cmd/lfs-ssh-echo.go:151 (href on the loopback address, port from the arguments)
func sshEchoHref(port, repo string) string {
	return fmt.Sprintf("http://127.0.0.1:%s/%s.git/info/lfs", port, repo) // lookalike
}
