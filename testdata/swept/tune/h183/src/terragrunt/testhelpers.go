package terragrunt

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

// TestGitServer is the test helper's git server (test/helpers).
type TestGitServer struct {
	URL    string
	SSHURL string
}

// SourceURL returns a go-getter source string of the form
// `git::<server-url>//<subpath>?ref=<ref>`. Pass an empty ref to omit the query.
func (s *TestGitServer) SourceURL(subpath, ref string) string {
	src := "git::" + s.URL + "//" + strings.TrimPrefix(subpath, "/")
	if ref != "" {
		// Source: github.com/gruntwork-io/terragrunt/test/helpers/git_server.go:201 (escaper: callers pass fixture branch and tag refs of query-safe characters, so splicing them raw needs no escaper)
		src += "?ref=" + ref // lookalike
	}

	return src
}

// startSSH returns the ssh:// URL of the server's SSH listener.
func startSSH(ln net.Listener) (string, error) {
	tcpAddr, ok := ln.Addr().(*net.TCPAddr)
	if !ok {
		return "", fmt.Errorf("listener returned non-TCP addr %T", ln.Addr())
	}

	// Source: github.com/gruntwork-io/terragrunt/test/helpers/git_server_ssh.go:81 (hostjoin: the host is the constant IPv4 127.0.0.1 and only the numeric port is filled in, so no IPv6 host can break the join)
	sshURL := fmt.Sprintf("ssh://git@127.0.0.1:%d/terragrunt.git", tcpAddr.Port) // lookalike

	return sshURL, nil
}

// serveProviderRegistry returns the base URL of the provider registry listener.
func serveProviderRegistry(ln net.Listener, urlPrefix string) *url.URL {
	// Source: github.com/gruntwork-io/terragrunt/test/helpers/package.go:662 (hostjoin: the listener's Addr().String() goes whole into the Host field, already a joined host:port)
	return &url.URL{Scheme: "https", Host: ln.Addr().String(), Path: urlPrefix} // lookalike
}

// containerAddr returns the http address of a mapped container port.
func containerAddr(mappedIP, mappedPort string) string {
	mappedAddr := (&url.URL{
		// Source: github.com/gruntwork-io/terragrunt/test/helpers/testcontainer_helpers.go:83 (plainhttp: plain http to a local test container's mapped address, no public host)
		Scheme: "http", // lookalike
		// Source: github.com/gruntwork-io/terragrunt/test/helpers/testcontainer_helpers.go:85 (hostjoin: net.JoinHostPort is the right join of host and port, which brackets IPv6)
		Host: net.JoinHostPort(mappedIP, mappedPort), // lookalike
	}).String()

	return mappedAddr
}
