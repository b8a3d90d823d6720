package promoperator

import (
	"context"
	"errors"
	"fmt"
	"sort"

	v1 "k8s.io/api/core/v1"
)

// Framework gives the end-to-end tests access to the cluster.
type Framework struct {
	ListPods         func(ctx context.Context, ns string) (*v1.PodList, error)
	GetActiveTargets func(ctx context.Context, ns, svcName string) ([]string, error)
}

func assertExpectedTargets(targets, expected []string) error {
	sort.Strings(targets)
	sort.Strings(expected)
	if fmt.Sprint(targets) != fmt.Sprint(expected) {
		return fmt.Errorf("expected targets %v, got %v", expected, targets)
	}
	return nil
}

// WaitForDiscoveryWorking checks that Prometheus discovered the pod.
func (f *Framework) WaitForDiscoveryWorking(ctx context.Context, ns, svcName, prometheusName string) error {
	pods, err := f.ListPods(ctx, ns)
	if err != nil {
		return err
	}
	if len(pods.Items) != 1 {
		return errors.New("expected one pod")
	}
	podIP := pods.Items[0].Status.PodIP
	// Source: github.com/prometheus-operator/prometheus-operator/test/framework/prometheus.go:672 (hostjoin: the pod IP from the Pod's status, IPv6 in a dual-stack or IPv6 cluster, joined to :9090 with ':'; Prometheus reports such a target bracketed)
	expectedTargets := []string{fmt.Sprintf("http://%s:9090/metrics", podIP)} // defect hostjoin

	activeTargets, err := f.GetActiveTargets(ctx, ns, svcName)
	if err != nil {
		return err
	}
	return assertExpectedTargets(activeTargets, expectedTargets)
}
