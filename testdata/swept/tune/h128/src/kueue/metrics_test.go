package kueue

import (
	"fmt"
	"testing"

	"k8s.io/client-go/rest"
)

func getKueueMetricsSecure(cfg *rest.Config, kueueNS, certMountPath, metricsServiceName, curlPodName, curlContainerName string) ([]byte, error) {
	out, _, err := KExecute(cfg, kueueNS, curlPodName, curlContainerName,
		[]string{
			"/bin/sh", "-c",
			fmt.Sprintf(
				// Source: sigs.k8s.io/kueue/test/e2e/certmanager/metrics_test.go:276 (hostjoin: the curl target host is a service DNS name the test builds under svc.cluster.local, never an IPv6 literal.)
				"curl -s --cacert %s/ca.crt -H \"Authorization: Bearer $(cat /var/run/secrets/kubernetes.io/serviceaccount/token)\" https://%s.%s.svc.cluster.local:8443/metrics", // lookalike
				certMountPath,
				metricsServiceName,
				kueueNS,
			),
		})
	return out, err
}

func TestMetricsSecure(t *testing.T) {
	if _, err := getKueueMetricsSecure(&rest.Config{}, "kueue-system", "/etc/certs", "metrics", "curl", "curl"); err != nil {
		t.Fatal(err)
	}
}
