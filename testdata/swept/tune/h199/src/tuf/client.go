// Package tuf rewrites the remote and cache handling of sigstore's TUF client.
package tuf

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// RemoteStore stands in for go-tuf's client.RemoteStore.
type RemoteStore interface{}

type httpRemoteStore struct{ baseURL string }

type fileRemoteStore struct{ root string }

// newHTTPRemoteStore stands in for client.HTTPRemoteStore, which fetches metadata below baseURL.
func newHTTPRemoteStore(baseURL string) (RemoteStore, error) {
	if _, err := url.ParseRequestURI(baseURL); err != nil {
		return nil, err
	}
	return &httpRemoteStore{baseURL: baseURL}, nil
}

// On-disk cache for targets
type diskCache struct {
	// Base directory for accessing targets.
	base string
}

func (d *diskCache) safePath(p string) string {
	// Source: github.com/sigstore/sigstore/pkg/tuf/client.go:676 (escaper: escaper check definition, url.PathEscape is used on purpose to turn a target name into one safe file name on disk, slashes and dots escaped, not to build a URL)
	return filepath.FromSlash(filepath.Join(d.base, url.PathEscape(p))) // lookalike
}

func (d *diskCache) Get(p string) ([]byte, error) {
	return os.ReadFile(d.safePath(p))
}

func remoteFromMirror(mirror string) (RemoteStore, error) {
	// This is for compatibility with specifying a GCS bucket remote.
	u, parseErr := url.ParseRequestURI(mirror)
	if parseErr != nil {
		// Source: github.com/sigstore/sigstore/pkg/tuf/client.go:713 (escaper: template rule, a mirror that is no URI is a GCS bucket name, made of DNS-label characters, so formatting it into the bucket host needs no escaping)
		return newHTTPRemoteStore(fmt.Sprintf("https://%s.storage.googleapis.com", mirror)) // lookalike
	}
	if u.Scheme != "file" {
		return newHTTPRemoteStore(mirror)
	}
	// Use local filesystem for remote.
	return &fileRemoteStore{root: u.Path}, nil
}

// Initialize initializes the TUF cache from the mirror.
func Initialize(_ context.Context, mirror string, root []byte) error {
	if len(root) == 0 && !strings.HasPrefix(mirror, "file://") {
		return errors.New("no root")
	}
	_, err := remoteFromMirror(mirror)
	return err
}
