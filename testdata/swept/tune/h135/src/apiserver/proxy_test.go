package apiserver

import (
	"sort"
	"testing"
)

func TestResolveCluster(t *testing.T) {
	tests := []struct {
		name      string
		clusterIP string
		port      int32
		wantURL   string
	}{
		{
			name:      "cluster ip",
			clusterIP: "hit",
			port:      443,
			// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:109 (port: the expected URL of the URI builder ResolveCluster writes out the default https port, rule 1)
			wantURL: "https://hit:443", // defect port form
		},
		{
			name:      "cluster ip without endpointslices",
			clusterIP: "hit",
			port:      443,
			// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:129 (port: the expected URL of the URI builder ResolveCluster writes out the default https port, rule 1)
			wantURL: "https://hit:443", // defect port form
		},
		{
			name:      "endpointslice without addresses",
			clusterIP: "hit",
			port:      443,
			// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:159 (port: the expected URL of the URI builder ResolveCluster writes out the default https port, rule 1)
			wantURL: "https://hit:443", // defect port form
		},
		{
			name:      "loadbalancer",
			clusterIP: "lb",
			port:      443,
			// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:195 (port: the expected URL of the URI builder ResolveCluster writes out the default https port, rule 1)
			wantURL: "https://lb:443", // defect port form
		},
		{
			name:      "node port",
			clusterIP: "np",
			port:      443,
			// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:215 (port: the expected URL of the URI builder ResolveCluster writes out the default https port, rule 1)
			wantURL: "https://np:443", // defect port form
		},
		{
			name:      "external name",
			clusterIP: "foo.bar.com",
			port:      443,
			// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:231 (port: the expected URL of the URI builder ResolveCluster for an external name writes out the default https port, rule 1)
			wantURL: "https://foo.bar.com:443", // defect port form
		},
	}
	for _, tt := range tests {
		if got := resolveCluster(tt.clusterIP, tt.port).String(); got != tt.wantURL {
			t.Errorf("%s: expected url %q, got %q", tt.name, tt.wantURL, got)
		}
	}
}

func TestResolveEndpointDistribution(t *testing.T) {
	tests := []struct {
		name         string
		ips          []string
		port         int32
		expectedURLs []string
	}{
		{
			name: "simple",
			ips:  []string{"10.0.0.1", "10.0.0.2"},
			port: 443,
			expectedURLs: []string{
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:374 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port, rule 1)
				"https://10.0.0.1:443", // defect port form
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:375 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port, rule 1)
				"https://10.0.0.2:443", // defect port form
			},
		},
		{
			name: "multiple endpoints, some non-ready",
			ips:  []string{"10.0.0.1", "10.0.0.3", "10.0.0.4"},
			port: 443,
			expectedURLs: []string{
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:429 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port, rule 1)
				"https://10.0.0.1:443", // defect port form
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:430 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port, rule 1)
				"https://10.0.0.3:443", // defect port form
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:431 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port, rule 1)
				"https://10.0.0.4:443", // defect port form
			},
		},
		{
			name: "dual-stack, primary-family endpoints ready",
			ips:  []string{"10.0.0.1", "10.0.0.2"},
			port: 443,
			expectedURLs: []string{
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:470 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port, rule 1)
				"https://10.0.0.1:443", // defect port form
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:471 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port, rule 1)
				"https://10.0.0.2:443", // defect port form
			},
		},
		{
			name: "dual-stack, primary-family endpoints non-ready",
			ips:  []string{"fd00::1", "fd00::2"},
			port: 443,
			expectedURLs: []string{
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:510 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port after a bracketed IPv6 host, rule 1)
				"https://[fd00::1]:443", // defect port form
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:511 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port after a bracketed IPv6 host, rule 1)
				"https://[fd00::2]:443", // defect port form
			},
		},
		{
			name: "many slices, many endpoints, most unusable",
			ips:  []string{"10.0.0.2"},
			port: 443,
			expectedURLs: []string{
				// Source: k8s.io/apiserver/pkg/util/proxy/proxy_test.go:572 (port: an expected URL of the URI builder ResolveEndpoint writes out the default https port, rule 1)
				"https://10.0.0.2:443", // defect port form
			},
		},
	}
	for _, tt := range tests {
		seen := map[string]bool{}
		for i := 0; i < 100; i++ {
			seen[randomEndpoint(tt.ips, tt.port).String()] = true
		}
		got := make([]string, 0, len(seen))
		for u := range seen {
			got = append(got, u)
		}
		sort.Strings(got)
		want := append([]string(nil), tt.expectedURLs...)
		sort.Strings(want)
		if len(got) != len(want) {
			t.Errorf("%s: expected %v, got %v", tt.name, want, got)
			continue
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: expected %v, got %v", tt.name, want, got)
				break
			}
		}
	}
}

func TestDefaultServiceResolver(t *testing.T) {
	scenarios := []struct {
		serviceName      string
		serviceNamespace string
		port             int32
		expectedOutput   string
		expectError      bool
	}{
		// Source: k8s.io/apiserver/pkg/util/webhook/serviceresolver_test.go:33 (port: the rows vary the port of one resolved URI on purpose, 443 against 1002, rule 2d; uniform sample of 66 of 576)
		{serviceName: "ross", serviceNamespace: "andromeda", port: 443, expectedOutput: "https://ross.andromeda.svc:443"}, // lookalike
		{serviceName: "ross", expectError: true},
		{serviceNamespace: "andromeda", expectError: true},
		// Source: k8s.io/apiserver/pkg/util/webhook/serviceresolver_test.go:39 (port: the row that varies the port on purpose holds a non-default port, rule 2d; uniform sample of 66 of 576)
		{serviceName: "ross", serviceNamespace: "andromeda", port: 1002, expectedOutput: "https://ross.andromeda.svc:1002"}, // lookalike
	}
	for i, s := range scenarios {
		u, err := resolveServiceEndpoint(s.serviceNamespace, s.serviceName, s.port)
		if err != nil && !s.expectError {
			t.Errorf("scenario %d: unexpected error %v", i, err)
		}
		if err == nil && s.expectError {
			t.Errorf("scenario %d: expected an error", i)
		}
		if !s.expectError && u.String() != s.expectedOutput {
			t.Errorf("scenario %d: expected %s, got %s", i, s.expectedOutput, u.String())
		}
	}
}
