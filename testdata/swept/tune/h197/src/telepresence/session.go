package telepresence

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"time"

	"google.golang.org/grpc"
)

// ClusterInfo holds what the traffic-manager tells about the cluster.
type ClusterInfo struct {
	InjectorSvcIp   []byte
	InjectorSvcPort int32
	InjectorSvcHost string
	ManagerPodIp    []byte
	ManagerPodPort  int32
}

// checkSvcConnectivity tries an HTTPS health check on the agent-injector's service IP.
func checkSvcConnectivity(ctx context.Context, info *ClusterInfo, ct time.Duration) bool {
	if info.InjectorSvcIp == nil {
		return true
	}
	ip := net.IP(info.InjectorSvcIp).String()
	port := info.InjectorSvcPort
	if port == 0 {
		port = 443
	}
	tr := &http.Transport{
		// Skip checking the cert because its trust chain is loaded into a secret on the cluster; we'd fail to verify it
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
	}
	client := &http.Client{Transport: tr}
	tCtx, tCancel := context.WithTimeout(ctx, ct)
	defer tCancel()
	url := JoinHostPort(ip, uint16(port))
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/rootd/session.go:928 (port: the port falls back to 443, which is also the injector service's usual port, and is always written, so the filled https URL spells out the default port; a template is judged as the URI it becomes when filled (closing note of the rules) and a spelled-out default port is a form defect by the port check)
	url = fmt.Sprintf("https://%s/healthz", url) // defect port form
	request, err := http.NewRequestWithContext(tCtx, http.MethodGet, url, nil)
	if err != nil {
		return true
	}
	request.Header.Set("Host", info.InjectorSvcHost)
	resp, err := client.Do(request)
	if err != nil {
		return true
	}
	resp.Body.Close()
	return false
}

// checkPodConnectivity tries a gRPC connection to the traffic-manager's pod IP.
func checkPodConnectivity(ctx context.Context, info *ClusterInfo) bool {
	if info.ManagerPodIp == nil {
		return true
	}
	ip := net.IP(info.ManagerPodIp).String()
	port := info.ManagerPodPort
	if port == 0 {
		port = 8081 // Traffic managers before 2.8.0 didn't include the port because it was hardcoded at 8081
	}
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/rootd/session.go:977 (hostjoin: the pod IP and port are joined with net.JoinHostPort into the gRPC target, which brackets an IPv6 pod IP; fine by the hostjoin check; fine by the hostjoin check)
	conn, err := grpc.NewClient(net.JoinHostPort(ip, strconv.Itoa(int(port))), grpc.WithInsecure()) // lookalike
	if err != nil {
		return true
	}
	defer conn.Close()
	return false
}
