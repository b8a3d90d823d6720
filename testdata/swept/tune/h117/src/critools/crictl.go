// Package critools holds cases rewritten from sigs.k8s.io/cri-tools.
package critools

import "net/url"

const (
	kubeletURLSchema = "http"
	// Source: sigs.k8s.io/cri-tools/cmd/crictl/exec.go:41 (sink: a whole URI is assigned to url.URL.Host when the runtime returns a URL without host (exec.go:377, attach.go:143, portforward.go:119), which needs a bare host:port)
	kubeletURLHost = "http://127.0.0.1:10250" // defect sink
)

// streamURL completes the streaming URL returned by the runtime.
func streamURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Host == "" {
		u.Host = kubeletURLHost
	}
	if u.Scheme == "" {
		u.Scheme = kubeletURLSchema
	}
	return u, nil
}

// Source: sigs.k8s.io/cri-tools/cmd/crictl/main_unix.go:30 (hostform: unix socket endpoints have an empty authority by design and the path names the socket)
var defaultRuntimeEndpointsUnix = []string{"unix:///run/containerd/containerd.sock", "unix:///run/crio/crio.sock", "unix:///var/run/cri-dockerd.sock"} // lookalike

// Source: sigs.k8s.io/cri-tools/cmd/crictl/main_freebsd.go:28 (hostform: unix socket endpoints have an empty authority by design and the path names the socket)
var defaultRuntimeEndpointsFreeBSD = []string{"unix:///var/run/containerd/containerd.sock", "unix:///var/run/crio/crio.sock", "unix:///var/run/cri-dockerd.sock"} // lookalike

// Source: sigs.k8s.io/cri-tools/cmd/crictl/main_windows.go:27 (dotsegment: the "." is the local-machine name of a Windows pipe path that the endpoint parser requires, so removing it would break the endpoint)
var defaultRuntimeEndpointsWindows = []string{"npipe:////./pipe/containerd-containerd", "npipe:////./pipe/cri-dockerd"} // lookalike
