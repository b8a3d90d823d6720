// Package capitest holds cases rewritten from sigs.k8s.io/cluster-api/test.
package capitest

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
)

// Source: sigs.k8s.io/cluster-api/test/framework/cluster_proxy.go:695 (hostjoin: the host is the constant loopback address and only the port comes from the container runtime; sample of 13 of 49 candidates)
func controlPlaneServer(port string) string {
	controlPlaneURL := &url.URL{
		Scheme: "https",
		Host:   "127.0.0.1:" + port, // lookalike
	}
	return controlPlaneURL.String()
}

const scheme = "proxy"

// Addr defines a proxy net/addr format.
type Addr struct {
	port       string
	identifier uint32
	protocol   string
}

// Source: sigs.k8s.io/cluster-api/test/infrastructure/inmemory/pkg/server/proxy/addr.go:45 (hostjoin: the host is a DNS name the code makes from a number and a protocol name under .local, never an IPv6 literal; sample of 13 of 49 candidates)
func (a Addr) String() string {
	return fmt.Sprintf(
		"%s://%d.%s.local:%s", // lookalike
		scheme,
		a.identifier,
		a.protocol,
		a.port,
	)
}

// Source: sigs.k8s.io/cluster-api/test/infrastructure/docker/internal/controllers/backends/inmemory/inmemorycluster_backend.go:120 (hostjoin: host and port are joined with net.JoinHostPort, which brackets IPv6; sample of 13 of 49 candidates)
func desiredServer(host string, port int32) string {
	return fmt.Sprintf("https://%s", net.JoinHostPort(host, strconv.Itoa(int(port)))) // lookalike
}

// Source: sigs.k8s.io/cluster-api/test/framework/clusterctl/e2e_config.go:422 (escaper: the Go module path and the version are names, and raw names are look-alikes; sample of 13 of 49 candidates)
func githubReleaseMetadataURL(gomodule, version string) string {
	return fmt.Sprintf("https://%s/releases/download/%s/metadata.yaml", gomodule, version) // lookalike
}

func httpGetURL(u string) (*http.Response, error) {
	return http.Get(u)
}

// Source: sigs.k8s.io/cluster-api/test/infrastructure/docker/internal/docker/machine.go:178 (hostform: the Kubernetes providerID form with an empty authority for a non-DNS scheme; sample of 13 of 49 candidates)
func providerID(containerName string) string {
	return fmt.Sprintf("docker:////%s", containerName) // lookalike
}

// Source: sigs.k8s.io/cluster-api/test/infrastructure/docker/internal/controllers/backends/inmemory/inmemorymachine_backend.go:398 (hostcase: the machine name after a non-DNS providerID scheme is an identifier, rule 5; sample of 13 of 49 candidates)
func calculateProviderID(machineName string) string {
	return fmt.Sprintf("in-memory://%s", machineName) // lookalike
}

// NodeRegistrationOptions holds the CRI socket of a node.
type NodeRegistrationOptions struct {
	CRISocket string
}

// Source: sigs.k8s.io/cluster-api/test/infrastructure/docker/internal/provisioning/cloudinit/writefiles.go:121 (hostform: a unix socket URI has no host by design; sample of 13 of 49 candidates)
func fixNodeRegistration(nodeRegistration *NodeRegistrationOptions) {
	if nodeRegistration.CRISocket == "" {
		nodeRegistration.CRISocket = "unix:///var/run/containerd/containerd.sock" // lookalike
	}
}

// Source: sigs.k8s.io/cluster-api/test/e2e/common.go:51 (sink: a release marker of the framework's own go scheme, resolved by its own code and never fetched as is; sample of 13 of 49 candidates)
var stableReleaseMarkerPrefix = "go://sigs.k8s.io/cluster-api@v%s" // lookalike

// Source: sigs.k8s.io/cluster-api/test/framework/kubernetesversions/versions.go:32 (syntax: the format verb is filled with a major.minor version before the request; sample of 13 of 49 candidates)
const stableVersionURL = "https://dl.k8s.io/release/stable-%s.txt" // lookalike

func latestPatchRelease(major, minor uint64) (*http.Response, error) {
	return http.Get(fmt.Sprintf(stableVersionURL, fmt.Sprintf("%d.%d", major, minor)))
}
