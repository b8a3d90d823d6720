// Package v1 stands in for k8s.io/api/core/v1: only what the cases use.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Secret holds secret data of a certain type.
type Secret struct {
	metav1.ObjectMeta
	Data map[string][]byte
}

// PodStatus represents information about the status of a pod.
type PodStatus struct {
	// IP address allocated to the pod. Routable at least within the cluster.
	PodIP string
	// IP address of the host to which the pod is assigned.
	HostIP string
}

// Pod is a collection of containers that can run on a host.
type Pod struct {
	metav1.ObjectMeta
	Status PodStatus
}

// PodList is a list of Pods.
type PodList struct {
	Items []Pod
}

// ServicePort contains information on service's port.
type ServicePort struct {
	Name string
	Port int32
}

// ServiceType is the type of a Service.
type ServiceType string

// ServiceTypeClusterIP means a service will only be accessible inside the
// cluster, via the cluster IP.
const ServiceTypeClusterIP ServiceType = "ClusterIP"

// ServiceSpec describes the attributes that a user creates on a service.
type ServiceSpec struct {
	Ports     []ServicePort
	ClusterIP string
	Type      ServiceType
}

// Service is a named abstraction of software service.
type Service struct {
	metav1.ObjectMeta
	Spec ServiceSpec
}
