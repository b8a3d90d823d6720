// Package kind holds cases rewritten from sigs.k8s.io/kind.
package kind

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
)

// NewReleaseBuilder returns the download location of a release tarball.
func NewReleaseBuilder(version, arch string) string {
	// Source: sigs.k8s.io/kind/pkg/build/nodeimage/internal/kube/builder_remote.go:53 (escaper: the release version and the arch are identifiers put raw into the path, which the rules count as a look-alike)
	u := "https://dl.k8s.io/" + version + "/kubernetes-server-linux-" + arch + ".tar.gz" // lookalike
	return u
}

func detectBuildType(param string) string {
	u, err := url.ParseRequestURI(param)
	if err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		return "url"
	}
	if info, err := os.Stat(param); err == nil && info.Mode().IsRegular() {
		return "file"
	}
	if strings.HasPrefix(param, "ci/") {
		return "ci"
	}
	return ""
}

func salutations() []string {
	return []string{
		"Have a nice day!",
		// Source: sigs.k8s.io/kind/pkg/cluster/internal/create/create.go:204 (syntax: a link inside a friendly log message, prose joined to the words around it)
		"Not sure what to do next? 😅  Check out https://kind.sigs.k8s.io/docs/user/quick-start/", // lookalike
	}
}

func validateProvider(rootless, cgroup2 bool) error {
	if rootless && !cgroup2 {
		// Source: sigs.k8s.io/kind/pkg/cluster/internal/create/create.go:251 (syntax: a link inside an error message, prose rather than a URI)
		return errors.New("running kind with rootless provider requires cgroup v2, see https://kind.sigs.k8s.io/docs/user/rootless/") // lookalike
	}
	return nil
}

// Source: sigs.k8s.io/kind/pkg/cluster/internal/kubeadm/config.go:186 (syntax: a kubeadm YAML template whose socket address and provider id sit among other text and template actions, a document rather than one URI)
const configTemplateBetaV2 = "apiVersion: kubeadm.k8s.io/v1beta2\nkind: InitConfiguration\nnodeRegistration:\n  criSocket: \"unix:///run/containerd/containerd.sock\"\n  kubeletExtraArgs:\n    provider-id: \"kind://{{.NodeProvider}}/{{.ClusterName}}/{{.NodeName}}\"\n" // lookalike

// Source: sigs.k8s.io/kind/pkg/cluster/internal/kubeadm/config.go:484 (hostform: the containerd socket address has an empty host before an absolute path, the normal form for unix sockets)
const configTemplateBetaV4 = "apiVersion: kubeadm.k8s.io/v1beta4\nkind: JoinConfiguration\nnodeRegistration:\n  criSocket: \"unix:///run/containerd/containerd.sock\"\ndiscovery:\n  bootstrapToken:\n    apiServerEndpoint: \"{{ .ControlPlaneEndpoint }}\"\n" // lookalike

// Provider is a node provider.
type Provider interface {
	GetAPIServerEndpoint(cluster string) (string, error)
}

func kubeconfigServer(p Provider, name string) (string, error) {
	endpoint, err := p.GetAPIServerEndpoint(name)
	if err != nil {
		return "", err
	}
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/kubeconfig/kubeconfig.go:100 (hostjoin: the endpoint is the provider's net.JoinHostPort result, already host and port with any IPv6 address bracketed)
	return "https://" + endpoint, nil // lookalike
}

var inspectPorts = func(node string) string { return "" }

type dockerProvider struct{}

func (dockerProvider) GetAPIServerEndpoint(cluster string) (string, error) {
	parts := strings.Split(inspectPorts(cluster), "\t")
	if len(parts) != 2 {
		return "", fmt.Errorf("network details should only be two parts, got %d", len(parts))
	}
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/providers/docker/provider.go:211 (hostjoin: the inspected host IP and port are joined with net.JoinHostPort, which brackets an IPv6 address)
	return net.JoinHostPort(parts[0], parts[1]), nil // lookalike
}

func publishBinding(listenAddress string, hostPort int32) string {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/providers/docker/provision.go:429 (hostjoin: the listen address and host port of a port mapping are joined with net.JoinHostPort)
	hostPortBinding := net.JoinHostPort(listenAddress, fmt.Sprintf("%d", hostPort)) // lookalike
	return hostPortBinding
}

const apiServerInternalPort = 6443

func nerdctlInternalEndpoint(nodeName string) string {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/providers/nerdctl/provider.go:273 (hostjoin: the node's container name and the API server port are joined with net.JoinHostPort)
	return net.JoinHostPort(nodeName, fmt.Sprintf("%d", apiServerInternalPort)) // lookalike
}

func podmanLegacyEndpoint(line string) (string, error) {
	parts := strings.Split(strings.TrimSpace(line), "/")
	if len(parts) != 2 {
		return "", fmt.Errorf("network details should be in the format IP/Port, received: %s", parts)
	}
	host := parts[0]
	port, err := strconv.Atoi(parts[1])
	if err != nil {
		return "", err
	}
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/providers/podman/provider.go:248 (hostjoin: the host IP printed by podman inspect and the port are joined with net.JoinHostPort)
	return net.JoinHostPort(host, strconv.Itoa(port)), nil // lookalike
}

type portMapping19 struct {
	HostPort int32
	HostIP   string
}

func getHostIPOrDefault(hostIP string) string {
	if hostIP == "" {
		return "127.0.0.1"
	}
	return hostIP
}

func podmanEndpoint19(pm portMapping19) string {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/providers/podman/provider.go:306 (hostjoin: the mapped host IP, or its loopback default, and the port are joined with net.JoinHostPort)
	return net.JoinHostPort(getHostIPOrDefault(pm.HostIP), strconv.Itoa(int(pm.HostPort))) // lookalike
}

func podmanCgroupWarning() string {
	// Source: sigs.k8s.io/kind/pkg/cluster/internal/providers/podman/provider.go:446 (syntax: a link at the end of a warning message, prose rather than a URI)
	return "Cgroup controller detection is not implemented for Podman. If you see cgroup-related errors, you might need to set systemd property \"Delegate=yes\", see https://kind.sigs.k8s.io/docs/user/rootless/" // lookalike
}

type command struct {
	Use   string
	Short string
	Long  string
}

func newNodeImageCommand() *command {
	return &command{
		Use:   "node-image [kubernetes-source]",
		Short: "Build the node image",
		// Source: sigs.k8s.io/kind/pkg/cmd/kind/build/nodeimage/nodeimage.go:44 (syntax: an example link inside command help text, prose joined to words)
		Long: "You can also build from:\n- A URL to a Kubernetes release tarball (e.g., https://dl.k8s.io/v1.30.0/kubernetes-server-linux-amd64.tar.gz)\n- A release version (e.g., v1.36.1)", // lookalike
	}
}
