// Package fluxgit holds cases rewritten from github.com/fluxcd/pkg/gittestserver.
package fluxgit

import (
	"fmt"
	"net"
	"net/url"
)

// GitServer is a test git server.
type GitServer struct {
	username string
	password string
	httpURL  string
	sshLn    net.Listener
}

// Auth sets the credentials the server requires.
func (s *GitServer) Auth(username, password string) *GitServer {
	s.username, s.password = username, password
	return s
}

// HTTPAddressWithCredentials returns the server address with credentials.
func (s *GitServer) HTTPAddressWithCredentials() string {
	u, err := url.Parse(s.httpURL)
	if err != nil {
		panic(err)
	}
	if s.password != "" {
		// Source: github.com/fluxcd/pkg/gittestserver/server.go:306 (credentials: the password is a field set through Auth, not a constant written in code)
		u.User = url.UserPassword(s.username, s.password) // lookalike
	}
	return u.String()
}

// SSHAddress returns the address of the SSH server as a URL.
func (s *GitServer) SSHAddress() string {
	if s.sshLn == nil {
		return ""
	}
	// Source: github.com/fluxcd/pkg/gittestserver/server.go:318 (hostjoin: the listener address is already a joined host:port, bracketed by net for IPv6)
	return "ssh://git@" + s.sshLn.Addr().String() // lookalike
}

func getLocalURL(localPath string) string {
	// Source: github.com/fluxcd/pkg/gittestserver/server.go:455 (syntax: %s is a format verb filled with a local path, not a bad percent-escape, and the file scheme needs no host)
	return fmt.Sprintf("file:///%s", localPath) // lookalike
}
