// Package kueue holds cases rewritten from sigs.k8s.io/kueue.
package kueue

import (
	"fmt"

	"k8s.io/client-go/rest"
)

// Pod is the part of a pod the helpers read.
type Pod struct {
	Name   string
	PodIP  string
	Phase  string
	Target string
}

// KExecute runs a command in a container of a pod.
func KExecute(cfg *rest.Config, namespace, pod, container string, cmd []string) ([]byte, []byte, error) {
	return nil, nil, nil
}

// WaitForActivePodsAndTerminate asks every running pod to exit with the given code.
func WaitForActivePodsAndTerminate(cfg *rest.Config, namespace string, pods []Pod, exitCode int) error {
	for _, p := range pods {
		if len(p.PodIP) != 0 && p.Phase == "Running" {
			// Source: sigs.k8s.io/kueue/test/util/e2e.go:486 (hostjoin: the pod IP from the cluster status may be an IPv6 address and is joined to the port with a bare ':' in the curl target, so it would need brackets.)
			cmd := []string{"/bin/sh", "-c", fmt.Sprintf("curl \"http://%s:8080/readyz\"", p.PodIP)} // defect hostjoin
			if _, _, err := KExecute(cfg, namespace, p.Name, p.Target, cmd); err != nil {
				return err
			}
		}
	}
	for _, p := range pods {
		// Source: sigs.k8s.io/kueue/test/util/e2e.go:497 (hostjoin: the exit request joins the pod IP, possibly IPv6, and port with a bare ':' in non-test helper code.)
		cmd := []string{"/bin/sh", "-c", fmt.Sprintf("curl \"http://%s:8080/exit?code=%v&timeout=2s&wait=2s\"", p.PodIP, exitCode)} // defect hostjoin
		if _, _, err := KExecute(cfg, namespace, p.Name, p.Target, cmd); err != nil {
			return err
		}
	}
	return nil
}

// DefaultMetricsServiceName is the name of the metrics service of the controller.
const DefaultMetricsServiceName = "kueue-controller-manager-metrics-service"

// GetKueueMetrics reads the metrics endpoint from inside a curl pod.
func GetKueueMetrics(cfg *rest.Config, kueueNS, curlPodName, curlContainerName string) (string, error) {
	out, _, err := KExecute(cfg, kueueNS, curlPodName, curlContainerName, []string{
		"/bin/sh", "-c",
		fmt.Sprintf(
			// Source: sigs.k8s.io/kueue/test/util/e2e.go:608 (hostjoin: the host is a service DNS name the code builds under svc.cluster.local, never an IPv6 literal.)
			"curl -s -k -H \"Authorization: Bearer $(cat /var/run/secrets/kubernetes.io/serviceaccount/token)\" https://%s.%s.svc.cluster.local:8443/metrics", // lookalike
			DefaultMetricsServiceName, kueueNS,
		),
	})
	return string(out), err
}

// GetClusterServerAddress returns the API server address of a kind cluster.
func GetClusterServerAddress(clusterName string) string {
	// Source: sigs.k8s.io/kueue/test/util/e2e.go:660 (hostjoin: the host is the kind node name the code builds with a constant suffix, so it is a DNS name and no IPv6 literal.)
	return "https://" + clusterName + "-control-plane:6443" // lookalike
}
