package kubernetes

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

func validateDiscoveryPath(s string) error {
	u, err := url.Parse(s)
	if err != nil {
		return err
	}
	if u.Scheme != "https" {
		return errors.New("not an https URL")
	}
	return nil
}

func TestValidateDiscoveryKubeConfigPath(t *testing.T) {
	tests := []struct {
		s        string
		expected bool
	}{
		// Source: k8s.io/kubernetes/cmd/kubeadm/app/apis/kubeadm/validation/validation_test.go:1066 (syntax: a row of the table of discovery paths the validator must reject (expected false).)
		{"http://[::1]a", false}, // lookalike
		// Source: k8s.io/kubernetes/cmd/kubeadm/app/apis/kubeadm/validation/validation_test.go:1068 (syntax: a row with a raw space in the host that the validator must reject (expected false).)
		{"https://u r l/file.conf", false}, // lookalike
	}
	for i, rt := range tests {
		if got := validateDiscoveryPath(rt.s) == nil; got != rt.expected {
			t.Errorf("%d: expected %t, got %t", i, rt.expected, got)
		}
	}
}

func TestEtcdStaticPodManifest(t *testing.T) {
	// Source: k8s.io/kubernetes/cmd/kubeadm/app/phases/etcd/local_test.go:95 (hostform: the expected static Pod manifest the code generates advertises an https client URL with an empty host, an expected value held to the non-test rules.)
	expected := "kubeadm.kubernetes.io/etcd.advertise-client-urls: https://:2379" // defect hostform
	manifest := "kubeadm.kubernetes.io/etcd.advertise-client-urls: " + etcdClientURL(&apiEndpoint{})
	if !strings.Contains(manifest, expected) {
		t.Errorf("manifest %q", manifest)
	}
}

func TestEtcdClientURL(t *testing.T) {
	portStr := strconv.Itoa(2379)
	tests := []struct {
		name             string
		advertiseAddress string
		expectedURL      string
	}{{
		name:             "IPv6",
		advertiseAddress: "2001:db8::2",
		// Source: k8s.io/kubernetes/cmd/kubeadm/app/util/etcd/etcd_test.go:122 (hostjoin: the IPv6 host is already written in brackets in the format string.)
		expectedURL: fmt.Sprintf("https://[2001:db8::2]:%s", portStr), // lookalike
	}}
	for _, tc := range tests {
		if got := etcdClientURL(&apiEndpoint{AdvertiseAddress: tc.advertiseAddress}); got != tc.expectedURL {
			t.Errorf("%s: got %q", tc.name, got)
		}
	}
}
