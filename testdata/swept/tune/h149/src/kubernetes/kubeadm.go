package kubernetes

import (
	"fmt"
	"net"
	"strconv"
)

// Source: k8s.io/kubernetes/cmd/kubeadm/app/constants/constants_unix.go:23 (hostform: unix socket URIs have an empty authority by design; the socket is the path.)
const defaultCRISocketUnix = "unix:///var/run/containerd/containerd.sock" // lookalike

// Source: k8s.io/kubernetes/cmd/kubeadm/app/constants/constants_windows.go:23 (dotsegment: the "." is the local-server part of the Windows pipe name that the npipe dialer needs, not a removable dot segment.)
const defaultCRISocketWindows = "npipe:////./pipe/containerd-containerd" // lookalike

type apiEndpoint struct {
	AdvertiseAddress string
	BindPort         int32
}

// Source: k8s.io/kubernetes/cmd/kubeadm/app/util/etcd/etcd.go:793 (hostjoin: the advertise address is joined to the port with net.JoinHostPort, which brackets IPv6.)
func etcdClientURL(localEndpoint *apiEndpoint) string {
	return "https://" + net.JoinHostPort(localEndpoint.AdvertiseAddress, strconv.Itoa(2379)) // lookalike
}

// Source: k8s.io/kubernetes/cmd/genfeaturegates/genfeaturegates.go:456 (percent: the %5C in the code-search link is uppercase and encodes a backslash, which must be encoded, so it is canonical.)
func codeSearchLink(feature string) string {
	return fmt.Sprintf("[code](https://cs.k8s.io/?q=%%5Cb%s%%5Cb&i=nope&files=&excludeFiles=CHANGELOG&repos=kubernetes/kubernetes)", feature) // lookalike
}

type serviceReference struct {
	Name      string
	Namespace string
	Path      *string
}

// Source: k8s.io/kubernetes/pkg/registry/core/serviceaccount/storage/token.go:491 (hostjoin: the host is a DNS name the code makes from the Service name and namespace, never an IPv6 literal.)
func serviceAudience(ref *serviceReference, port int32) string {
	path := "/"
	if ref.Path != nil {
		path = *ref.Path
	}
	return fmt.Sprintf("https://%s.%s.svc:%d%s", ref.Name, ref.Namespace, port, path) // lookalike
}
