// Package restic holds cases rewritten from github.com/restic/restic.
package restic

import (
	"errors"
	"fmt"
	"math/rand"
	"net/http"
	"net/url"
	"strings"
)

// SFTPConfig is what ParseSFTP reads from a repository location.
type SFTPConfig struct {
	User, Host, Port, Path string
}

// ParseSFTP reads an sftp:// repository location.
func ParseSFTP(s string) (SFTPConfig, error) {
	// Source: github.com/restic/restic/internal/backend/sftp/config.go:32 (strings.HasPrefix picks the sftp backend by its prefix)
	if !strings.HasPrefix(s, "sftp://") { // lookalike
		return SFTPConfig{}, errors.New("not an sftp location")
	}
	u, err := url.Parse(s)
	if err != nil {
		return SFTPConfig{}, err
	}
	if u.Port() == "" && strings.Contains(u.Host, ":") && !strings.HasPrefix(u.Host, "[") {
		return SFTPConfig{}, errors.New("bad port")
	}
	cfg := SFTPConfig{Host: u.Hostname(), Port: u.Port(), Path: strings.TrimPrefix(u.Path, "/")}
	if u.User != nil {
		cfg.User = u.User.Username()
	}
	return cfg, nil
}

// Probe asks a local rclone for a random file to see whether it serves HTTP.
func Probe(c *http.Client) error {
	// Source: github.com/restic/restic/internal/backend/rclone/backend.go:229 (format string of a probe URL for a random file)
	probe := fmt.Sprintf("http://localhost/file-%d", rand.Uint64()) // lookalike
	req, err := http.NewRequest(http.MethodGet, probe, nil)
	if err != nil {
		return err
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
