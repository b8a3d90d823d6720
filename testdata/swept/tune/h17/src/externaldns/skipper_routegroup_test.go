package externaldns

import "testing"

func TestRouteGroupEndpoints(t *testing.T) {
	for _, tt := range []struct {
		name              string
		apiServer         string
		namespace         string
		routeGroupVersion string
		wantServer        string
		wantAPI           string
		wantErr           bool
	}{
		{
			name: "standard HTTPS port is removed",
			// Source: github.com/kubernetes-sigs/external-dns/source/skipper_routegroup_test.go:211 (port: the row's name says the default port is what it tests, input of the code that strips it, rule 2b and 2c)
			apiServer:  "https://kubernetes.default.svc:443", // lookalike
			wantServer: "https://kubernetes.default.svc",
			wantAPI:    "https://kubernetes.default.svc/apis/zalando.org/v1/routegroups",
		},
		{
			name: "standard HTTPS port is removed from IPv6 address",
			// Source: github.com/kubernetes-sigs/external-dns/source/skipper_routegroup_test.go:217 (port: a bracketed IPv6 host with :443, the input of the port stripper the row is named for, rule 2b)
			apiServer:  "https://[2001:db8::1]:443", // lookalike
			wantServer: "https://[2001:db8::1]",
			wantAPI:    "https://[2001:db8::1]/apis/zalando.org/v1/routegroups",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			version := tt.routeGroupVersion
			if version == "" {
				version = "zalando.org/v1"
			}
			server, api, err := routeGroupEndpoints(tt.apiServer, version, tt.namespace)
			if tt.wantErr != (err != nil) {
				t.Fatalf("got %v", err)
			}
			if server != tt.wantServer || api != tt.wantAPI {
				t.Fatalf("got %q %q", server, api)
			}
		})
	}
}
