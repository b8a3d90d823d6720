// Package litefs holds cases rewritten from github.com/superfly/litefs.
package litefs

import (
	"net/url"
	"path/filepath"
)

// FileBackupClient backs up to a local directory.
type FileBackupClient struct {
	path string
}

// NewFileBackupClient returns a client for the directory at path.
func NewFileBackupClient(path string) *FileBackupClient {
	return &FileBackupClient{path: path}
}

// URL of the backup service.
func (c *FileBackupClient) URL() string {
	// Source: github.com/superfly/litefs/backup_client.go:70 (hostform: a file URL with an empty host is the normal form for a local path)
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(c.path)}).String() // lookalike
}

// BackupClient talks to the remote backup service.
type BackupClient struct {
	baseURL url.URL
}

// NewBackupClient keeps only the scheme and host of u.
func NewBackupClient(u url.URL) *BackupClient {
	return &BackupClient{baseURL: url.URL{Scheme: u.Scheme, Host: u.Host}}
}

// URL of the backup service.
func (c *BackupClient) URL() string {
	return c.baseURL.String()
}

// StaticLeaser always returns the same lease.
type StaticLeaser struct {
	isPrimary    bool
	hostname     string
	advertiseURL string
}

// NewStaticLeaser returns a leaser with fixed values.
func NewStaticLeaser(isPrimary bool, hostname, advertiseURL string) *StaticLeaser {
	return &StaticLeaser{isPrimary: isPrimary, hostname: hostname, advertiseURL: advertiseURL}
}

// AdvertiseURL returns the URL other nodes use to reach this one.
func (l *StaticLeaser) AdvertiseURL() string {
	return l.advertiseURL
}
