package kubernetes

import (
	"net"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

func hookURL(scheme, host string, port int, path string) string {
	u := url.URL{Scheme: scheme, Host: net.JoinHostPort(host, strconv.Itoa(port)), Path: "/" + path}
	return u.String()
}

func TestLifecycleHTTPGetURL(t *testing.T) {
	cases := []struct {
		name   string
		podIP  string
		port   int
		scheme string
		oldURL string
		newURL string
	}{{
		name:   "unknown scheme",
		podIP:  "233.252.0.1",
		port:   80,
		scheme: "baz",
		// Source: k8s.io/kubernetes/pkg/kubelet/lifecycle/handlers_test.go:442 (port: the expected URL the lifecycle handler builds writes http's default port ":80", an expected value held to the non-test rules.)
		oldURL: "http://233.252.0.1:80/foo", // defect port form
		// Source: k8s.io/kubernetes/pkg/kubelet/lifecycle/handlers_test.go:444 (port: ":80" is no default port for the unknown scheme baz, so writing it out is required.)
		newURL: "baz://233.252.0.1:80/foo", // lookalike
	}}
	for _, c := range cases {
		if got := hookURL("http", c.podIP, c.port, "foo"); got != c.oldURL {
			t.Errorf("%s: old URL %q", c.name, got)
		}
		if got := hookURL(c.scheme, c.podIP, c.port, "foo"); got != c.newURL {
			t.Errorf("%s: new URL %q", c.name, got)
		}
	}
}

type envVar struct {
	Name  string
	Value string
}

func TestServiceEnvVarsIPv6(t *testing.T) {
	want := []envVar{
		// Source: k8s.io/kubernetes/pkg/kubelet/envvars/envvars_test.go:142 (hostcase: the host is an IPv6 literal copied from the Service ClusterIP, not a DNS name.)
		{Name: "SUPER_IPV6_PORT", Value: "udp://[2001:DB8::]:8084"}, // lookalike
	}
	u := url.URL{Scheme: strings.ToLower("UDP"), Host: net.JoinHostPort("2001:DB8::", "8084")}
	if got := u.String(); got != want[0].Value {
		t.Errorf("got %q", got)
	}
}

type nodeSystemInfo struct {
	ContainerRuntimeVersion string
}

func TestRuntimeVersionInfo(t *testing.T) {
	info := nodeSystemInfo{
		// Source: k8s.io/kubernetes/pkg/kubelet/nodestatus/setters_test.go:992 (schemecase: ContainerRuntimeVersion is a runtime type and version joined by a scheme-like separator, built from the fake runtime's names, not a URI.)
		ContainerRuntimeVersion: "RuntimeType://RuntimeVersion", // lookalike
	}
	if !strings.HasPrefix(info.ContainerRuntimeVersion, "RuntimeType") {
		t.Fatal(info.ContainerRuntimeVersion)
	}
}

type containerStatus struct {
	Name        string
	ContainerID string
}

func TestCPUManagerContainerID(t *testing.T) {
	st := containerStatus{
		Name: "fakeContainerName",
		// Source: k8s.io/kubernetes/pkg/kubelet/cm/cpumanager/cpu_manager_test.go:965 (hostcase: docker followed by a container ID is an identifier after the scheme, not a DNS host.)
		ContainerID: "docker://fakeContainerID", // lookalike
	}
	if st.ContainerID == "" {
		t.Fatal("empty id")
	}
}
