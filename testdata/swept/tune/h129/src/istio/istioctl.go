package istio

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
)

// ServiceReference names the webhook service of a webhook client config.
type ServiceReference struct {
	Port *int32
	Path *string
}

// ExternalInjector calls an injection webhook from the CLI.
type ExternalInjector struct {
	client          *http.Client
	service         *ServiceReference
	injectorAddress string // from the --xds-address flag
}

type portForwarder struct {
	localAddress string
	localPort    int
}

func (f *portForwarder) Address() string {
	return net.JoinHostPort(f.localAddress, strconv.Itoa(f.localPort))
}

// Inject posts a pod to the injector and returns the patched pod.
func (e ExternalInjector) Inject(body []byte, forwarder *portForwarder) (*http.Response, error) {
	var address string
	if forwarder == nil {
		// Source: istio.io/istio/istioctl/pkg/kubeinject/kubeinject.go:112 (hostjoin: the injector address comes from the --xds-address flag and is joined to the port with a bare ':', which breaks for an IPv6 address; net.JoinHostPort is needed)
		address = fmt.Sprintf("https://%s:%d%s", e.injectorAddress, *e.service.Port, *e.service.Path) // defect hostjoin
	} else {
		// Source: istio.io/istio/istioctl/pkg/kubeinject/kubeinject.go:133 (hostjoin: the port forwarder's Address() is already host:port built by net.JoinHostPort)
		address = fmt.Sprintf("https://%s%s", forwarder.Address(), *e.service.Path) // lookalike
	}
	return e.client.Post(address, "application/json", bytes.NewBuffer(body))
}

type ingressInfo struct {
	loadBalancerIP string // Service.Status.LoadBalancer.Ingress[0].IP
	hostIP         string // Pod.Status.HostIP
}

func (ingress *ingressInfo) getIngressIP() string {
	if ingress.loadBalancerIP != "" {
		return ingress.loadBalancerIP
	}
	if ingress.hostIP != "" {
		return ingress.hostIP
	}
	return "unknown"
}

func printIngressInfo(writer io.Writer, ingress *ingressInfo, scheme string, nport int) {
	schemePortDefault := map[string]int{"http": 80}
	portSuffix := ""
	if schemePortDefault[scheme] != nport {
		portSuffix = fmt.Sprintf(":%d", nport)
	}
	ip := ingress.getIngressIP()
	// Source: istio.io/istio/istioctl/pkg/describe/describe.go:1207 (hostjoin: the load-balancer or host IP, which may be IPv6 in a dual-stack cluster, is printed as a URI followed by ":port" without brackets)
	fmt.Fprintf(writer, "Exposed on Ingress Gateway %s://%s%s\n", scheme, ip, portSuffix) // defect hostjoin
}

func precheckMessage(w io.Writer) {
	message := " No issues found when checking the cluster. Istio is safe to install or upgrade!"
	// Source: istio.io/istio/istioctl/pkg/precheck/precheck.go:102 (dotsegment: the trailing '.' ends the sentence of a message shown to users, it is prose and no path segment)
	message += "\n  To get started, check out https://istio.io/latest/docs/setup/getting-started/." // lookalike
	fmt.Fprintln(w, message)
}
