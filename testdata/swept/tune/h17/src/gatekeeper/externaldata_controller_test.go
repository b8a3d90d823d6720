package gatekeeper

import (
	"fmt"
	"testing"

	externaldatav1beta1 "github.com/open-policy-agent/frameworks/constraint/pkg/apis/externaldata/v1beta1"
)

const providerName = "my-provider"

const validCABundle = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t"

func TestReconcile(t *testing.T) {
	instance := &externaldatav1beta1.Provider{
		Name: providerName,
		Spec: externaldatav1beta1.ProviderSpec{
			// Source: github.com/open-policy-agent/gatekeeper/pkg/controller/externaldata/externaldata_controller_test.go:84 (hostjoin: the host is the test's own constant providerName, no IPv6 risk, rule 3)
			URL:      fmt.Sprintf("https://%s:8080", providerName), // lookalike
			Timeout:  10,
			CABundle: validCABundle,
		},
	}
	if instance.Spec.URL == "" {
		t.Fatal("empty URL")
	}
}
