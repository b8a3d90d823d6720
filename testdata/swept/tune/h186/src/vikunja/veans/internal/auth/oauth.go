// Package auth rewrites the cases of code.vikunja.io/veans/internal/auth.
package auth

import (
	"context"
	"fmt"
	"net"
)

// bindLoopbackListener picks a free port on 127.0.0.1 and returns a
// listener + the corresponding http://127.0.0.1:NNN/callback URI for
// the OAuth redirect_uri parameter.
func bindLoopbackListener(ctx context.Context) (net.Listener, string, error) {
	var lc net.ListenConfig
	listener, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", err
	}
	port := listener.Addr().(*net.TCPAddr).Port
	// Source: code.vikunja.io/veans/internal/auth/oauth.go:176 (plainhttp: a loopback OAuth redirect URI on 127.0.0.1 with the port of the bound listener, no public Internet host)
	return listener, fmt.Sprintf("http://127.0.0.1:%d/callback", port), nil // lookalike
}
