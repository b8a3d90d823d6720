package pulumik8s

import (
	"reflect"
	"testing"
)

func TestIngressMessages(t *testing.T) {
	want := []string{
		"Ingress .status.loadBalancer field was not updated with a hostname/IP address. " +
			// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/await/ingress_test.go:99 (syntax: expected error text in which the URL is joined to the message words, prose rather than a URI.)
			"\n    for more information about this error, see https://pulumi.io/xdv72s", // lookalike
	}
	if got := ingressMessages(false); !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func deploymentPodStatus() map[string]any {
	return map[string]any{
		"containerStatuses": []any{
			map[string]any{
				// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/await/deployment_test.go:3161 (port: a Kubernetes container status imageID, an image reference with a digest after the at sign, not a host and port.)
				"imageID": "docker-pullable://nginx@sha256:23e4dacbc60479fa7f23b3b8e18aad41bd8445706d0538b25ba1d575a6e2410b", // lookalike
				"name":    "nginx",
			},
		},
	}
}

func daemonSetPodStatus() map[string]any {
	return map[string]any{
		"containerStatuses": []any{
			map[string]any{
				// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/await/daemonset_test.go:813 (port: a pod fixture's imageID in the docker-pullable image reference form, whose digest only looks like a port.)
				"imageID": "docker-pullable://nginx@sha256:0a8c5686d40beca3cf231e223668cf77c91344d731e7d6d34984e91a938e10f6", // lookalike
				"name":    "nginx",
			},
		},
	}
}

func TestPodStatusFixtures(t *testing.T) {
	if len(deploymentPodStatus()) == 0 || len(daemonSetPodStatus()) == 0 {
		t.Fatal("empty fixture")
	}
}
