// Package v1 is a minimal stub of k8s.io/api/core/v1.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Protocol is a network protocol.
type Protocol string

// ProtocolTCP is TCP.
const ProtocolTCP Protocol = "TCP"

// ServicePort is a port of a Service.
type ServicePort struct {
	Name     string
	Protocol Protocol
	Port     int32
	NodePort int32
}

// ServiceSpec is the spec of a Service.
type ServiceSpec struct {
	ClusterIP string
	Ports     []ServicePort
}

// Service is a Kubernetes Service.
type Service struct {
	Name      string
	Namespace string
	Spec      ServiceSpec
}

// EnvVar is an environment variable.
type EnvVar struct {
	Name  string
	Value string
}

// NodeAddressType is the type of a node address.
type NodeAddressType string

// NodeHostName is the node's hostname.
const NodeHostName NodeAddressType = "Hostname"

// NodeAddress is an address of a node.
type NodeAddress struct {
	Type    NodeAddressType
	Address string
}

// DaemonEndpoint is a port.
type DaemonEndpoint struct{ Port int32 }

// NodeDaemonEndpoints lists the daemon endpoints of a node.
type NodeDaemonEndpoints struct{ KubeletEndpoint DaemonEndpoint }

// NodeStatus is the status of a node.
type NodeStatus struct {
	Addresses       []NodeAddress
	DaemonEndpoints NodeDaemonEndpoints
}

// Node is a Kubernetes node.
type Node struct {
	metav1.ObjectMeta
	Status NodeStatus
}
