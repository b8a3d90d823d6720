package longhorn

import "fmt"

// ShareManager is a stand-in for longhorn.ShareManager.
type ShareManager struct {
	Name      string
	Namespace string
	Endpoint  string
}

func syncShareManagerEndpoint(sm *ShareManager, isEndpointNetworkForRWXVolume bool, clusterIP string, isIPv6 bool) {
	if isEndpointNetworkForRWXVolume {
		serviceFqdn := fmt.Sprintf("%v.%v.svc.cluster.local", sm.Name, sm.Namespace)
		// Source: github.com/longhorn/longhorn-manager/controller/share_manager_controller.go:469 (syntax: the template is filled with a service DNS name and a volume name, a valid nfs URL)
		sm.Endpoint = fmt.Sprintf("nfs://%v/%v", serviceFqdn, sm.Name) // lookalike
	} else {
		endpoint := clusterIP
		if isIPv6 {
			endpoint = fmt.Sprintf("[%v]", endpoint)
		}
		// Source: github.com/longhorn/longhorn-manager/controller/share_manager_controller.go:475 (hostjoin: the IPv6 cluster IP is bracketed before it becomes the host, and no port is joined)
		sm.Endpoint = fmt.Sprintf("nfs://%v/%v", endpoint, sm.Name) // lookalike
	}
}
