// Package containerd holds cases rewritten from github.com/containerd/containerd.
package containerd

import (
	"fmt"
	"net/url"
	"path"
	"strings"
)

// HostConfig is a registry mirror read from hosts.toml.
type HostConfig struct {
	Scheme, Host, Path string
}

// ParseServer reads the server of a hosts.toml file.
func ParseServer(server string) (HostConfig, error) {
	if !strings.HasPrefix(server, "http") {
		// Source: github.com/containerd/containerd/v2/core/remotes/docker/config/hosts.go:432 (https:// added only when the server has no http prefix)
		server = "https://" + server // lookalike
	}
	u, err := url.Parse(server)
	if err != nil {
		return HostConfig{}, err
	}
	cfg := HostConfig{Scheme: u.Scheme, Host: u.Host, Path: "/v2"}
	if u.Path != "" {
		cfg.Path = path.Clean(u.Path)
	}
	return cfg, nil
}

// StreamFIFOs names the streams of a sandbox address.
func StreamFIFOs(address, id string) (stdout, stderr string) {
	// Source: github.com/containerd/containerd/v2/internal/cri/io/helpers.go:102 (sandbox address with a streaming_id query)
	stdout = fmt.Sprintf("%s?streaming_id=%s", address, id+"-stdout") // lookalike
	stderr = fmt.Sprintf("%s?streaming_id=%s", address, id+"-stderr")
	return stdout, stderr
}

// BinaryLogURI names a logging binary for a task.
// Source: github.com/containerd/containerd/v2/cmd/containerd-shim-runc-v2/process/io_test.go:34 (binary:/// URI of a logging binary, empty authority by design)
const BinaryLogURI = "binary:///usr/local/bin/log-forwarder?tag=app" // lookalike

// DeviceID reads a Windows device given as IDType://ID.
// Source: github.com/containerd/containerd/v2/internal/cri/opts/spec_windows_test.go:105 (Windows device class GUID after class://, an identifier, not a host)
var DeviceID = "class://5B45201D-F2F2-4F3B-85BB-30FF1F953599" // lookalike
