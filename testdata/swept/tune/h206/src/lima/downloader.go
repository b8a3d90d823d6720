package lima

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Status of a download.
type Status = string

const (
	StatusDownloaded Status = "downloaded"
	StatusSkipped    Status = "skipped"
)

// Result is a stand-in for downloader.Result.
type Result struct {
	Status Status
}

// IsLocal reports whether s has no scheme or the file:// scheme.
func IsLocal(s string) bool {
	return !strings.Contains(s, "://") || strings.HasPrefix(s, "file://")
}

// canonicalLocalPath strips a file:// prefix verbatim (no URL parsing or
// unescaping) and requires the rest to be an absolute path.
func canonicalLocalPath(s string) (string, error) {
	if s == "" {
		return "", errors.New("got empty path")
	}
	if !IsLocal(s) {
		return "", fmt.Errorf("got non-local path: %#q", s)
	}
	if res, ok := strings.CutPrefix(s, "file://"); ok {
		if !filepath.IsAbs(res) {
			return "", fmt.Errorf("got non-absolute path %#q", res)
		}
		return res, nil
	}
	return filepath.Abs(s)
}

// Download copies remote (a local path, a file:// path or an http(s) URL) to local.
func Download(local, remote string) (*Result, error) {
	localPath, err := canonicalLocalPath(local)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(localPath); err == nil {
		return &Result{Status: StatusSkipped}, nil
	}
	if err := os.MkdirAll(filepath.Dir(localPath), 0o755); err != nil {
		return nil, err
	}
	if !IsLocal(remote) {
		return nil, errNotImplemented
	}
	srcPath, err := canonicalLocalPath(remote)
	if err != nil {
		return nil, err
	}
	src, err := os.Open(srcPath)
	if err != nil {
		return nil, err
	}
	defer src.Close()
	dst, err := os.Create(localPath)
	if err != nil {
		return nil, err
	}
	defer dst.Close()
	if _, err := io.Copy(dst, src); err != nil {
		return nil, err
	}
	return &Result{Status: StatusDownloaded}, nil
}

// Cached reports the cache entry for remote in cacheDir.
func Cached(remote, cacheDir string) (*Result, error) {
	if _, err := canonicalLocalPath(remote); err == nil {
		return nil, errors.New("not cached")
	}
	return nil, errNotImplemented
}
