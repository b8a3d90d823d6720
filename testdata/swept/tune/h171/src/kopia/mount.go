package kopia

import (
	"context"
	"net"
	"net/http"
	"os/exec"
	"time"

	"github.com/pkg/errors"
)

func netUse(ctx context.Context, driveLetter, webdavURL string) (string, error) {
	out, err := exec.CommandContext(ctx, "net", "use", driveLetter, webdavURL).Output()
	return string(out), errors.Wrap(err, "error running 'net use'")
}

func netUseMount(ctx context.Context, driveLetter, webdavURL string) (string, error) {
	out, err := netUse(ctx, driveLetter, webdavURL)
	if err != nil {
		// Source: github.com/kopia/kopia/internal/mount/mount_net_use.go:52 (syntax: a documentation link inside an error message; prose by rule 4)
		return "", errors.Wrapf(err, "unable to run 'net use' (%v), see https://kopia.io/docs/mounting/#windows for more information", out) // lookalike
	}

	return driveLetter, nil
}

type webdavController struct {
	webdavURL string
	s         *http.Server
	done      chan struct{}
}

// MountPath returns the WebDAV URL of the local server.
func (c webdavController) MountPath() string {
	return c.webdavURL
}

// DirectoryWebDAV exposes the provided filesystem Entry via WebDAV on a loopback HTTP server.
func DirectoryWebDAV(ctx context.Context, mux *http.ServeMux) (webdavController, error) {
	l, err := (&net.ListenConfig{}).Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return webdavController{}, errors.Wrap(err, "listen error")
	}

	srv := &http.Server{
		ReadHeaderTimeout: 15 * time.Second,
		Handler:           mux,
	}

	done := make(chan struct{})

	go func() {
		_ = srv.Serve(l)
	}()

	// Source: github.com/kopia/kopia/internal/mount/mount_webdav.go:69 (hostjoin: the authority comes from the listener's Addr().String(), which brackets IPv6 hosts as net.JoinHostPort does; the host is 127.0.0.1)
	return webdavController{"http://" + l.Addr().String(), srv, done}, nil // lookalike
}
