package kustomize

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// IsRemoteFile returns whether path has a url scheme that kustomize allows for
// remote files. See https://github.com/kubernetes-sigs/kustomize/blob/master/examples/remoteBuild.md
func IsRemoteFile(path string) bool {
	u, err := url.Parse(path)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https")
}

// FileLoader loads files, local or remote.
type FileLoader struct {
	http *http.Client
}

// NewLoaderOrDie returns a loader.
func NewLoaderOrDie() *FileLoader {
	return &FileLoader{http: &http.Client{}}
}

// Load returns the content of the file at the given path.
func (fl *FileLoader) Load(path string) ([]byte, error) {
	if IsRemoteFile(path) {
		resp, err := fl.http.Get(path)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		if resp.StatusCode < 200 || resp.StatusCode > 299 {
			return nil, fmt.Errorf("HTTP Error: status code %d (%s)", resp.StatusCode, http.StatusText(resp.StatusCode))
		}
		return io.ReadAll(resp.Body)
	}
	if strings.TrimSpace(path) == "" {
		return nil, fmt.Errorf("empty path")
	}
	return nil, fmt.Errorf("not found: %s", path)
}
