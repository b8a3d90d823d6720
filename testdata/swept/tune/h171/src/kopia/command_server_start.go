package kopia

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"
)

type commandServerStart struct {
	serverAddress          string
	serverStartTLSCertFile string
	serverStartTLSKeyFile  string
	serverStartInsecure    bool
	stderr                 io.Writer
}

func (c *commandServerStart) run(ctx context.Context) error {
	httpServer := &http.Server{
		ReadHeaderTimeout: 15 * time.Second,
		Addr:              stripProtocol(c.serverAddress),
	}

	var l net.Listener

	var err error

	if after, ok := strings.CutPrefix(httpServer.Addr, "unix:"); ok {
		l, err = (&net.ListenConfig{}).Listen(ctx, "unix", after)
	} else {
		l, err = (&net.ListenConfig{}).Listen(ctx, "tcp", httpServer.Addr)
	}

	if err != nil {
		return err
	}

	return c.startServerWithOptionalTLSAndListener(ctx, httpServer, l)
}

func stripProtocol(addr string) string {
	// Source: github.com/kopia/kopia/cli/command_server_start.go:341 (sink: a bare scheme prefix given to strings.TrimPrefix to strip it, no URI that needs a host)
	return strings.TrimPrefix(strings.TrimPrefix(addr, "https://"), // lookalike
		// Source: github.com/kopia/kopia/cli/command_server_start.go:341 (sink: the second bare scheme prefix stripped by TrimPrefix, no URI use)
		"http://") // lookalike
}

func (c *commandServerStart) startServerWithOptionalTLSAndListener(ctx context.Context, httpServer *http.Server, listener net.Listener) error {
	if c.stderr == nil {
		c.stderr = os.Stderr
	}

	udsPfx := ""
	if listener.Addr().Network() == "unix" {
		udsPfx = "unix+"
	}

	switch {
	case c.serverStartTLSCertFile != "" && c.serverStartTLSKeyFile != "":
		// Source: github.com/kopia/kopia/cli/command_server_tls.go:133 (syntax: a template filled with an optional unix+ prefix and the listen address, already host:port or unix:path, gives the URL the test client parses; valid when filled)
		fmt.Fprintf(c.stderr, "SERVER ADDRESS: %shttps://%v\n", udsPfx, httpServer.Addr) // lookalike

		return httpServer.ServeTLS(listener, c.serverStartTLSCertFile, c.serverStartTLSKeyFile)

	case c.serverStartInsecure:
		// Source: github.com/kopia/kopia/cli/command_server_tls.go:169 (syntax: the same protocol line for a generated certificate, a valid https URL once filled with host:port)
		fmt.Fprintf(c.stderr, "SERVER ADDRESS: %shttps://%v\n", udsPfx, httpServer.Addr) // lookalike

		return httpServer.ServeTLS(listener, "", "")

	default:
		// Source: github.com/kopia/kopia/cli/command_server_tls.go:179 (syntax: the insecure server's protocol line, a valid http URL to the listen address once filled)
		fmt.Fprintf(c.stderr, "SERVER ADDRESS: %shttp://%v\n", udsPfx, httpServer.Addr) // lookalike

		return httpServer.Serve(listener)
	}
}
