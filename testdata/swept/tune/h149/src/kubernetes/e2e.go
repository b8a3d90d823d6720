// Package kubernetes holds cases rewritten from k8s.io/kubernetes.
package kubernetes

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
)

type serviceSpec struct {
	ClusterIP string
}

type service struct {
	Name string
	Spec serviceSpec
}

// Source: k8s.io/kubernetes/test/e2e/storage/empty_dir_wrapper.go:247 (hostjoin: the Service ClusterIP may be an IPv6 address on a dual-stack cluster and is joined to the port with a bare ':' into the git repository URL.)
func gitServerURL(svc *service, httpPort int) (string, string) {
	return "http://" + svc.Spec.ClusterIP + ":" + strconv.Itoa(httpPort), "test" // defect hostjoin
}

// Source: k8s.io/kubernetes/test/utils/localupcluster/localupcluster.go:537 (hostjoin: hostIP comes from the cluster settings (API_HOST_IP, KUBELET_HOST), may be an IPv6 address, and is joined with a bare ':' into the URL given to http.NewRequestWithContext.)
func checkEndpoint(ctx context.Context, scheme, hostIP, port, path string) error {
	u := fmt.Sprintf("%s://%s:%s%s", scheme, hostIP, port, path) // defect hostjoin
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func checkAPIServerReady(ctx context.Context, settings map[string]string) error {
	return checkEndpoint(ctx, "https", settings["API_HOST_IP"], settings["API_SECURE_PORT"], "/readyz")
}

// Source: k8s.io/kubernetes/test/e2e/common/node/lifecycle_hook.go:167 (hostjoin: targetURL is the pod IP already wrapped in brackets when it contains ':', so the bare ':' join is safe.)
func postStartHookCommand(podIP string) []string {
	targetURL := podIP
	if strings.Contains(podIP, ":") {
		targetURL = fmt.Sprintf("[%s]", podIP)
	}
	return []string{"sh", "-c", "curl http://" + targetURL + ":8080/echo?msg=poststart"} // lookalike
}

// Source: k8s.io/kubernetes/test/e2e/network/topology_hints.go:186 (port: the curl loop requests http with the default port ":80" written out; the host is the Service name, a DNS name, so there is no hostjoin finding.)
func topologyProbeCommand(svc *service) []string {
	cmd := fmt.Sprintf(`date; for i in $(seq 1 3000); do sleep 1; curl -q -s --connect-timeout 2 http://%s:80/ ; echo; done`, svc.Name) // defect port form
	return []string{"/bin/sh", "-c", cmd}
}

// Source: k8s.io/kubernetes/test/e2e/windows/dns.go:107 (port: https with the default port ":443" written out; a deliberately unresolvable name does not make the port deliberate.)
func wrongDNSCommand() []string {
	return []string{"curl.exe", "-k", "https://kubernetezzzzzzzz:443"} // defect port form
}

// Source: k8s.io/kubernetes/test/e2e/windows/dns.go:122 (port: https with the default port ":443" written out in the curl target for the injected DNS record.)
func injectedDNSCommand() []string {
	return []string{"curl.exe", "-k", "https://kubernetes:443"} // defect port form
}

// Source: k8s.io/kubernetes/test/e2e/node/kubelet_authz.go:150 (hostjoin: the $NODE_IP host is wrapped in brackets when the cluster is IPv6, so the ':' join is safe.)
func kubeletAuthzCommand(clusterIsIPv6 bool, port int, path string) string {
	var hostWrapStart, hostWrapEnd string
	if clusterIsIPv6 {
		hostWrapStart = "["
		hostWrapEnd = "]"
	}
	return fmt.Sprintf("curl -XGET -sIk -o /dev/null -w '%s' https://%s$NODE_IP%s:%d/%s", "%{http_code}", hostWrapStart, hostWrapEnd, port, path) // lookalike
}

// Source: k8s.io/kubernetes/test/e2e/framework/autoscaling/autoscaling_utils.go:225 (hostjoin: the host is <namespace>.<pod>, a name the code makes for the pod dialer, never an IP literal.)
func externalMetricURL(namespace, podName string, port int, action, metric string, params url.Values) string {
	requestURL := fmt.Sprintf("https://%s.%s:%d/%s/%s", namespace, podName, port, action, metric) // lookalike
	if len(params) > 0 {
		requestURL += "?" + params.Encode()
	}
	return requestURL
}

// Source: k8s.io/kubernetes/test/images/agnhost/resource-consumer-controller/controller.go:243 (hostjoin: the host is a full Service DNS name the code makes, never an IPv6 literal.)
func createConsumerURL(svcName, namespace, domain string, port int, suffix string) string {
	return fmt.Sprintf("http://%s.%s.svc.%s:%d%s", svcName, namespace, domain, port, suffix) // lookalike
}

// Source: k8s.io/kubernetes/test/e2e/network/service.go:1870 (hostjoin: svcName is a Service DNS name, not an IP literal.)
func curlServiceByName(svcName string, port int) string {
	return fmt.Sprintf("curl -q -s --connect-timeout 2 http://%s:%d/", svcName, port) // lookalike
}

func by(text string) { fmt.Println(text) }

// Source: k8s.io/kubernetes/test/e2e/windows/service.go:89 (hostjoin: the URL is inside a progress message (prose, rule 4); the request itself is built with net.JoinHostPort.)
func connectivityStep(nodeIP string, nodePort int) {
	by(fmt.Sprintf("checking connectivity Pod to curl http://%s:%d", nodeIP, nodePort)) // lookalike
}

// Source: k8s.io/kubernetes/test/e2e/dra/utils/deploy.go:1030 (hostform: tcp with an empty host is a listen endpoint flag for the plugin's proxy, where the empty host means every interface.)
func hostpathPluginCommand(endpoint string, port int) []string {
	return []string{"/hostpathplugin", "--v=5", "--endpoint=" + endpoint, fmt.Sprintf("--proxy-endpoint=tcp://:%d", port)} // lookalike
}

// Source: k8s.io/kubernetes/test/e2e/common/node/container_probe.go:300 (escaper: url.QueryEscape is the right escaper for the loc query value that carries a whole URL.)
func nonLocalRedirectProbePath() string {
	return "/redirect?loc=" + url.QueryEscape("http://0.0.0.0/") // lookalike
}

// Source: k8s.io/kubernetes/test/integration/framework/etcd.go:63 (plainhttp: the default etcd endpoint is plain http to 127.0.0.1, a local address.)
func integrationEtcdURL() string {
	if v := os.Getenv("KUBE_INTEGRATION_ETCD_URL"); v != "" {
		return v
	}
	return "http://127.0.0.1:2379" // lookalike
}

// Source: k8s.io/kubernetes/test/e2e_node_windows/criproxy/endpoint.go:29 (hostform: in a Windows named-pipe endpoint the "." host names the local machine, the form the npipe dialer expects.)
const defaultNpipeEndpoint = "npipe://./pipe/kubelet-remote-proxy-%v" // lookalike

func generateProxyEndpoint(id int) string {
	return fmt.Sprintf(defaultNpipeEndpoint, id)
}
