package sftpgo

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"testing"
)

var httpFsSocketPath = filepath.Join(os.TempDir(), "httpfs.sock")

// HTTPFsConfig defines the configuration for HTTP based filesystem
type HTTPFsConfig struct {
	Endpoint string
	Username string
}

type testUser struct {
	HTTPConfig HTTPFsConfig
}

func addUser(u testUser) error {
	_, err := url.Parse(u.HTTPConfig.Endpoint)
	return err
}

func TestHTTPFsOverUNIXSocket(t *testing.T) {
	u := testUser{}
	// Source: github.com/drakkan/sftpgo/internal/sftpd/httpfs_test.go:311 (escaper: query values escaped with url.QueryEscape, the right escaper, for the UNIX socket endpoint the test uses)
	u.HTTPConfig.Endpoint = fmt.Sprintf("http://unix?socket_path=%s&api_prefix=%s", // lookalike
		url.QueryEscape(httpFsSocketPath), url.QueryEscape("/api/v1"))
	if err := addUser(u); err != nil {
		t.Fatal(err)
	}
}
