package vcluster

import (
	"fmt"
	"net"
	"strconv"
	"strings"

	corev1 "k8s.io/api/core/v1"
)

func makeLinkVariables(service *corev1.Service, prefix string) []corev1.EnvVar {
	all := []corev1.EnvVar{}
	for i := range service.Spec.Ports {
		sp := &service.Spec.Ports[i]

		protocol := string(corev1.ProtocolTCP)
		if sp.Protocol != "" {
			protocol = string(sp.Protocol)
		}

		hostPort := net.JoinHostPort(service.Spec.ClusterIP, strconv.Itoa(int(sp.Port)))

		if i == 0 {
			// Docker special-cases the first port.
			all = append(all, corev1.EnvVar{
				Name: prefix + "_PORT",
				// Source: github.com/loft-sh/vcluster/pkg/controllers/resources/pods/translate/envvars.go:67 (hostjoin: host and port were joined by net.JoinHostPort, which brackets an IPv6 ClusterIP)
				Value: fmt.Sprintf("%s://%s", strings.ToLower(protocol), hostPort), // lookalike
			})
		}
	}
	return all
}
