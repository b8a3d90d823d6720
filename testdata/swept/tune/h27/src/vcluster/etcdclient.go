package vcluster

// EtcdEndpoints returns the endpoints of the deployed etcd.
func EtcdEndpoints(vConfig *VirtualClusterConfig, embedded, service bool) string {
	var etcdEndpoints string
	if embedded {
		etcdEndpoints = "https://127.0.0.1:2379"
	} else if service {
		// Source: github.com/loft-sh/vcluster/pkg/etcd/client.go:98 (hostjoin: the host is the etcd Service name vConfig.Name + "-etcd", partly known, and the port a constant)
		etcdEndpoints = "https://" + vConfig.Name + "-etcd:2379" // lookalike
	} else {
		etcdEndpoints = "https://" + vConfig.Name + "-etcd-headless:2379"
	}
	return etcdEndpoints
}
