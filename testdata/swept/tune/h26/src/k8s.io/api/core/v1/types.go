// Package v1 is a minimal stub of k8s.io/api/core/v1.
package v1

// ServiceType string describes ingress methods for a service.
type ServiceType string

const (
	ServiceTypeNodePort     ServiceType = "NodePort"
	ServiceTypeLoadBalancer ServiceType = "LoadBalancer"
)

// ServicePort contains information on service's port.
type ServicePort struct {
	Name     string
	Port     int32
	NodePort int32
}

// ServiceSpec describes the attributes that a user creates on a service.
type ServiceSpec struct {
	Ports     []ServicePort
	Type      ServiceType
	ClusterIP string
}

// LoadBalancerIngress represents the status of a load-balancer ingress point.
type LoadBalancerIngress struct {
	IP       string
	Hostname string
}

// LoadBalancerStatus represents the status of a load-balancer.
type LoadBalancerStatus struct {
	Ingress []LoadBalancerIngress
}

// ServiceStatus represents the current status of a service.
type ServiceStatus struct {
	LoadBalancer LoadBalancerStatus
}

// Service is a named abstraction of software service.
type Service struct {
	Spec   ServiceSpec
	Status ServiceStatus
}
