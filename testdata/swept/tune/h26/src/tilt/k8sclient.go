package tilt

import (
	"fmt"
	"net/url"

	v1 "k8s.io/api/core/v1"
)

// NodeIP is the IP address of the cluster's node.
type NodeIP string

// ServiceURL returns the URL the service can be reached at.
func ServiceURL(service *v1.Service, ip NodeIP) (*url.URL, error) {
	status := service.Status

	lbStatus := status.LoadBalancer

	if len(service.Spec.Ports) == 0 {
		return nil, nil
	}

	portSpec := service.Spec.Ports[0]
	port := portSpec.Port
	nodePort := portSpec.NodePort

	// GKE and OpenStack typically use IP-based load balancers.
	// AWS typically uses DNS-based load balancers.
	for _, ingress := range lbStatus.Ingress {
		ingressPort := port
		if service.Spec.Type == v1.ServiceTypeNodePort {
			ingressPort = nodePort
		}

		urlString := ""
		if ingress.IP != "" {
			// Source: github.com/tilt-dev/tilt/internal/k8s/client.go:285 (hostjoin: the load balancer's ingress IP, an address field of k8s.io/api, may be IPv6 and is joined to the port with ':')
			urlString = fmt.Sprintf("http://%s:%d/", ingress.IP, ingressPort) // defect hostjoin
		}

		if ingress.Hostname != "" {
			// Source: github.com/tilt-dev/tilt/internal/k8s/client.go:289 (hostjoin: the ingress's Hostname, a DNS name, which holds no ':')
			urlString = fmt.Sprintf("http://%s:%d/", ingress.Hostname, ingressPort) // lookalike
		}

		if urlString == "" {
			continue
		}

		url, err := url.Parse(urlString)
		if err != nil {
			return nil, fmt.Errorf("ServiceURL: malformed url: %w", err)
		}
		return url, nil
	}

	// If the node has an IP that we can hit, we can also look
	// at the NodePort. This is mostly useful for Minikube.
	if ip != "" && nodePort != 0 {
		// Source: github.com/tilt-dev/tilt/internal/k8s/client.go:306 (hostjoin: the cluster node's IP, given by the caller from the cluster, may be IPv6 and is joined to the NodePort with ':')
		url, err := url.Parse(fmt.Sprintf("http://%s:%d/", ip, nodePort)) // defect hostjoin
		if err != nil {
			return nil, fmt.Errorf("ServiceURL: malformed url: %w", err)
		}
		return url, nil
	}

	return nil, nil
}
