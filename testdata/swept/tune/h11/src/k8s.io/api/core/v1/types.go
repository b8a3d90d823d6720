// Package v1 stands in for k8s.io/api/core/v1: only what the cases use.
package v1

// ObjectMeta is the metadata of an object.
type ObjectMeta struct {
	Name      string
	Namespace string
	Labels    map[string]string
}

// PodStatus is the observed state of a pod.
type PodStatus struct {
	PodIP string
}

// Pod is a Kubernetes pod.
type Pod struct {
	ObjectMeta
	Status PodStatus
}
