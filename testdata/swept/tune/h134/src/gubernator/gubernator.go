// Package gubernator holds cases rewritten from github.com/gubernator-io/gubernator/v2.
package gubernator

import (
	"fmt"
	"net/http"
	"os"
	"strings"

	etcd "go.etcd.io/etcd/client/v3"
	"google.golang.org/grpc"
)

// PeerInfo describes a peer; GRPCAddress is the gRPC target used to reach it.
type PeerInfo struct {
	GRPCAddress string
	IsOwner     bool
}

func newPeerClient(info PeerInfo) (*grpc.ClientConn, error) {
	return grpc.NewClient(info.GRPCAddress)
}

func healthcheckMain() error {
	addr := os.Getenv("GUBER_HTTP_ADDRESS")
	return check(addr)
}

func check(addr string) error {
	// Source: github.com/gubernator-io/gubernator/v2/cmd/healthcheck/main.go:66 (hostjoin: the address from the environment is already host:port, so no colon is added after the host here.)
	reqURL := fmt.Sprintf("http://%s/v1/HealthCheck", addr) // lookalike
	resp, err := http.Get(reqURL)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func daemonClient(self PeerInfo) (*grpc.ClientConn, error) {
	// Source: github.com/gubernator-io/gubernator/v2/daemon.go:482 (hostform: a gRPC target for the custom static resolver; the empty authority before the endpoint is the normal gRPC target form, and the scheme is no DNS-based one.)
	return grpc.NewClient(fmt.Sprintf("static:///%s", self.GRPCAddress)) // lookalike
}

// DNSPool discovers peers through DNS.
type DNSPool struct {
	ownIP   string
	ownPort string
}

func (p *DNSPool) peer(ip string, ipv6 bool) PeerInfo {
	if ipv6 {
		ip = "[" + ip + "]"
	}
	return PeerInfo{
		// Source: github.com/gubernator-io/gubernator/v2/dns.go:214 (hostjoin: the IP is put in brackets just above when it is IPv6, so the bare colon join is safe.)
		GRPCAddress: ip + ":" + p.ownPort, // lookalike
		IsOwner:     p.ownIP == ip,
	}
}

// PodStatus and Pod mirror the Kubernetes API fields the case uses.
type PodStatus struct {
	PodIP string
}

// Pod is a Kubernetes pod.
type Pod struct {
	Status PodStatus
}

// ExtractPeersFromPods converts pods to peers.
func ExtractPeersFromPods(pods []*Pod, podIP, podPort string) []PeerInfo {
	var peers []PeerInfo
	for _, pod := range pods {
		// Source: github.com/gubernator-io/gubernator/v2/kubernetes.go:222 (hostjoin: the pod IP, IPv6 in an IPv6 or dual-stack cluster, is joined to the port with a bare colon into the gRPC target that peers dial, unlike the bracketing DNS pool and the IPv4-only endpoint-slice path.)
		peer := PeerInfo{GRPCAddress: fmt.Sprintf("%s:%s", pod.Status.PodIP, podPort)} // defect hostjoin
		if pod.Status.PodIP == podIP {
			peer.IsOwner = true
		}
		peers = append(peers, peer)
	}
	return peers
}

// AddressTypeIPv4 is the address type of IPv4 endpoint slices.
const AddressTypeIPv4 = "IPv4"

// Endpoint is one endpoint of a slice.
type Endpoint struct {
	Addresses []string
}

// EndpointSlice is a Kubernetes endpoint slice.
type EndpointSlice struct {
	AddressType string
	Endpoints   []Endpoint
}

// ExtractPeersFromEndpointSlices converts endpoint slices to peers.
func ExtractPeersFromEndpointSlices(slices []*EndpointSlice, podIP, podPort string) []PeerInfo {
	var peers []PeerInfo
	for _, slice := range slices {
		if slice.AddressType != AddressTypeIPv4 {
			continue
		}
		for _, endpoint := range slice.Endpoints {
			if len(endpoint.Addresses) == 0 {
				continue
			}
			ip := endpoint.Addresses[0]
			// Source: github.com/gubernator-io/gubernator/v2/kubernetes.go:295 (hostjoin: only slices of address type IPv4 reach this join, so the host is surely no IPv6 literal.)
			peers = append(peers, PeerInfo{GRPCAddress: fmt.Sprintf("%s:%s", ip, podPort), IsOwner: ip == podIP}) // lookalike
		}
	}
	return peers
}

func etcdConfig() etcd.Config {
	// Source: github.com/gubernator-io/gubernator/v2/config.go:434 (sink: the etcd client takes endpoints as bare host:port, so a default without scheme is a form it can use.)
	conf := etcd.Config{Endpoints: []string{"localhost:2379"}} // lookalike
	if eps := os.Getenv("GUBER_ETCD_ENDPOINTS"); eps != "" {
		conf.Endpoints = strings.Split(eps, ",")
	}
	return conf
}
