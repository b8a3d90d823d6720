// Package v1 is a minimal stub of k8s.io/api/core/v1.
package v1

// Pod is a Kubernetes pod.
type Pod struct {
	Status PodStatus
}

// PodStatus is the observed state of a pod.
type PodStatus struct {
	// PodIP is the IP address allocated to the pod (IPv4 or IPv6).
	PodIP string
}

// ContainerPort is a port exposed by a container.
type ContainerPort struct {
	ContainerPort int32
}

// ServicePort is a port exposed by a service.
type ServicePort struct {
	Port int32
}
