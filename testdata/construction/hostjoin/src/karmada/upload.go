package karmada

import (
	"errors"
	"fmt"
	"net"
)

// LoadBalancerIngress mirrors the ingress point of a Kubernetes load balancer.
type LoadBalancerIngress struct {
	IP       string
	Hostname string
}

const apiserverClientPort = 5443

func loadBalancerAddress(ingress []LoadBalancerIngress) string {
	for _, in := range ingress {
		if in.Hostname != "" {
			return in.Hostname
		} else if in.IP != "" {
			return in.IP
		}
	}
	return ""
}

// Source: github.com/karmada-io/karmada/operator/pkg/tasks/init/upload.go:93 (the admin kubeconfig's server is the load balancer's ingress IP or hostname joined to the apiserver port with ':')
func AdminServerURL(ingress []LoadBalancerIngress) (string, error) {
	address := loadBalancerAddress(ingress)
	if address == "" {
		return "", errors.New("no load balancer ip or hostname in service")
	}
	return fmt.Sprintf("https://%s:%d", address, apiserverClientPort), nil // defect hostjoin
}

// Source: github.com/karmada-io/karmada/pkg/karmadactl/cmdinit/kubernetes/deploy.go:886 (the server URL is formatted without brackets only for an IPv4 address and with "[%s]" otherwise)
func generateServerURL(serverIP string, nodePort int32) (string, error) {
	ip := net.ParseIP(serverIP)
	if ip == nil {
		return "", fmt.Errorf("invalid ip %q", serverIP)
	}
	if ip.To4() != nil {
		return fmt.Sprintf("https://%s:%v", serverIP, nodePort), nil // lookalike
	}
	return fmt.Sprintf("https://[%s]:%v", serverIP, nodePort), nil
}
