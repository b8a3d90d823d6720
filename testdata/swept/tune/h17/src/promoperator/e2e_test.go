package promoperator

import (
	"context"
	"fmt"
	"testing"

	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

var testFramework = &Framework{
	ListPods: func(ctx context.Context, ns string) (*v1.PodList, error) {
		return &v1.PodList{}, nil
	},
	GetActiveTargets: func(ctx context.Context, ns, svcName string) ([]string, error) {
		return nil, nil
	},
}

func makePrometheusService(name, group string, serviceType v1.ServiceType) *v1.Service {
	return &v1.Service{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("prometheus-%s", name)},
		Spec: v1.ServiceSpec{
			Type:  serviceType,
			Ports: []v1.ServicePort{{Name: "web", Port: 9090}},
		},
	}
}

func makeBasicThanosRuler(name string, replicas int32, queryEndpoint string) string {
	return name + " " + queryEndpoint
}

func addRemoteWriteWithTLS(name, url string) string {
	return name + " " + url
}

func TestAlertmanagerDiscovery(t *testing.T) {
	ctx := context.Background()
	pods, err := testFramework.ListPods(ctx, "ns")
	if err != nil {
		t.Fatal(err)
	}
	expectedAlertmanagerTargets := []string{}
	for _, p := range pods.Items {
		// Source: github.com/prometheus-operator/prometheus-operator/test/e2e/prometheus_test.go:5527 (hostjoin: Status.PodIP, an address field of another package, joined to :9093 with ':' in the expected target URL, rule 3)
		expectedAlertmanagerTargets = append(expectedAlertmanagerTargets, fmt.Sprintf("http://%s:9093/api/v2/alerts", p.Status.PodIP)) // defect hostjoin
	}
	_ = expectedAlertmanagerTargets
}

func TestThanosRulerPrometheusQuery(t *testing.T) {
	name := "thanos-ruler"
	svc := makePrometheusService(name, name, v1.ServiceTypeClusterIP)
	// Source: github.com/prometheus-operator/prometheus-operator/test/e2e/thanosruler_test.go:117 (hostjoin: the host is the name of a Service, a DNS name, rule 3 and hostjoin's DNS-name exception)
	thanos := makeBasicThanosRuler(name, 1, fmt.Sprintf("http://%s:%d/", svc.Name, svc.Spec.Ports[0].Port)) // lookalike
	if thanos == "" {
		t.Fatal("empty")
	}
}

func TestRemoteWriteTLS(t *testing.T) {
	receiverName := "receiver"
	rwReceiverService := makePrometheusService(receiverName, receiverName, v1.ServiceTypeClusterIP)
	// Source: github.com/prometheus-operator/prometheus-operator/test/e2e/prometheus_test.go:199 (hostjoin: the host is the receiver Service's name, a DNS name in the namespace)
	p := addRemoteWriteWithTLS("prometheus", "https://"+rwReceiverService.Name+":9090/api/v1/write") // lookalike
	if p == "" {
		t.Fatal("empty")
	}
}
