package mariadb

import (
	"fmt"
	"net"
)

// MaxScale is a MaxScale resource.
type MaxScale struct {
	Name       string
	Namespace  string
	TLS        bool
	AdminPort  int
	ServiceKey string
}

func (m *MaxScale) fqdn() string {
	return fmt.Sprintf("%s.%s.svc.cluster.local", m.Name, m.Namespace)
}

// APIUrl returns the URL of the MaxScale admin API.
func (m *MaxScale) APIUrl() string {
	return m.apiUrlWithAddress(m.fqdn())
}

// PodAPIUrl returns the URL of the admin API of one pod.
func (m *MaxScale) PodAPIUrl(podIndex int) string {
	return m.apiUrlWithAddress(fmt.Sprintf("%s-%d.%s", m.Name, podIndex, m.fqdn()))
}

func (m *MaxScale) apiUrlWithAddress(addr string) string {
	scheme := "http"
	if m.TLS {
		scheme = "https"
	}
	// Source: github.com/mariadb-operator/mariadb-operator/api/v1alpha1/maxscale_types.go:1122 (hostjoin: both callers pass a Service or pod FQDN, a DNS name, never an IP address)
	return fmt.Sprintf("%s://%s:%d", scheme, addr, m.AdminPort) // lookalike
}

// PodFQDNWithService returns the DNS name of a pod of a StatefulSet.
func PodFQDNWithService(name, namespace string, index int, service string) string {
	return fmt.Sprintf("%s-%d.%s.%s.svc.cluster.local", name, index, service, namespace)
}

func getAgentBaseUrl(name, namespace string, index int, tls bool, port int) string {
	scheme := "http"
	if tls {
		scheme = "https"
	}
	// Source: github.com/mariadb-operator/mariadb-operator/pkg/agent/client/client.go:84 (hostjoin: the host is the result of PodFQDNWithService, a DNS name)
	return fmt.Sprintf("%s://%s:%d", scheme, PodFQDNWithService(name, namespace, index, name+"-internal"), port) // lookalike
}

// GaleraClusterPort is the port of Galera's group communication.
const GaleraClusterPort = 4567

func wrapIPAddress(ip string) (string, error) {
	addr := net.ParseIP(ip)
	if addr == nil {
		return "", fmt.Errorf("invalid IP address %q", ip)
	}
	if addr.To4() == nil {
		return "[" + ip + "]", nil
	}
	return ip, nil
}

func getGmcastListenAddress(podIP string) (string, error) {
	gmcastListenAddress, err := wrapIPAddress(podIP)
	if err != nil {
		return "", fmt.Errorf("error wrapping address: %v", err)
	}
	// Source: github.com/mariadb-operator/mariadb-operator/pkg/galera/config/config.go:289 (hostjoin: the pod IP was put in brackets by wrapIPAddress when it is IPv6, two lines up)
	return fmt.Sprintf("tcp://%s:%d", gmcastListenAddress, GaleraClusterPort), nil // lookalike
}
