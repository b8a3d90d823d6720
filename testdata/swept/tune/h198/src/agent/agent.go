// Package agent rewrites the URI-building code of the Portainer agent.
package agent

// ClusterMember is a member of the agent cluster; IPAddress may be an IPv4 or IPv6 address.
type ClusterMember struct {
	IPAddress  string
	Port       string
	NodeName   string
	EdgeKeySet bool
}

// ClusterService lists the agents of the cluster.
type ClusterService interface {
	Members() []ClusterMember
	GetMemberWithEdgeKeySet() *ClusterMember
}

const (
	HTTPTargetHeaderName       = "X-PortainerAgent-Target"
	KubernetesServiceHost      = "KUBERNETES_SERVICE_HOST"
	KubernetesServicePortHttps = "KUBERNETES_SERVICE_PORT_HTTPS"
)
