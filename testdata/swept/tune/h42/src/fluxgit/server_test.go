package fluxgit

import (
	"strings"
	"testing"
)

func TestSSHServer(t *testing.T) {
	srv := &GitServer{}
	addr := srv.SSHAddress()
	// Source: github.com/fluxcd/pkg/gittestserver/server_test.go:50 (hostform: a bare scheme prefix for strings.HasPrefix, not a URI with an empty host)
	if !strings.HasPrefix(addr, "ssh://") { // lookalike
		// Source: github.com/fluxcd/pkg/gittestserver/server_test.go:51 (syntax: the scheme is named inside a failure message, prose per rule 4)
		t.Fatal("URL given for SSH server doesn't start with ssh://") // lookalike
	}
}

func TestHTTPServer(t *testing.T) {
	srv := (&GitServer{}).Auth("foo", "bar")
	addr := srv.HTTPAddressWithCredentials()
	// Source: github.com/fluxcd/pkg/gittestserver/server_test.go:78 (hostform: a bare scheme prefix for strings.HasPrefix, not a URI with an empty host)
	if !strings.HasPrefix(addr, "http://") { // lookalike
		// Source: github.com/fluxcd/pkg/gittestserver/server_test.go:79 (syntax: the scheme is named inside a failure message, prose per rule 4)
		t.Errorf("URL given for HTTP server doesn't start with http://, got: %s", addr) // lookalike
	}
}

func TestHTTPSServer(t *testing.T) {
	srv := &GitServer{}
	addr := srv.httpURL
	// Source: github.com/fluxcd/pkg/gittestserver/server_test.go:110 (hostform: a bare scheme prefix for strings.HasPrefix, not a URI with an empty host)
	if !strings.HasPrefix(addr, "https://") { // lookalike
		// Source: github.com/fluxcd/pkg/gittestserver/server_test.go:111 (syntax: the scheme is named inside a failure message, prose per rule 4)
		t.Errorf("URL given for HTTPS server doesn't start with https://, got: %s", addr) // lookalike
	}
}
