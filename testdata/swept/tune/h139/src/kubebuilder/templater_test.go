package kubebuilder

import (
	"strings"
	"testing"
)

func TestTemplaterHandlesAllKubernetesDNSPatterns(t *testing.T) {
	templater := &Templater{managerNamespace: "test-project-system"}
	// Source: sigs.k8s.io/kubebuilder/v4/pkg/plugins/optional/helm/v2alpha/scaffolds/internal/kustomize/templater/templater_test.go:2072 (port: the ":443" sits in the service-path row of a list of DNS patterns (short, full, with port, with path) varied on purpose as input to the namespace templater.)
	content := "data:\n  service-short: api.test-project-system.svc\n  service-full: api.test-project-system.svc.cluster.local\n  service-port: api.test-project-system.svc:8080\n  service-path: https://api.test-project-system.svc.cluster.local:443/v1\n" // lookalike
	result := templater.ApplyHelmSubstitutions(content)
	if !strings.Contains(result, "api.{{ .Release.Namespace }}.svc.cluster.local") {
		t.Fatal(result)
	}
}

func TestTemplaterEdgeCases(t *testing.T) {
	templater := &Templater{managerNamespace: "app"}
	// Source: sigs.k8s.io/kubebuilder/v4/pkg/plugins/optional/helm/v2alpha/scaffolds/internal/kustomize/templater/templater_test.go:2130 (plainhttp: a cluster-internal .svc service address in a ConfigMap named edge-cases, not a public Internet host.)
	content := "metadata:\n  name: edge-cases\ndata:\n  service-url: http://api.app.svc:8080\n  app-name: \"my-application\"\n" // lookalike
	result := templater.ApplyHelmSubstitutions(content)
	if !strings.Contains(result, "api.{{ .Release.Namespace }}.svc") {
		t.Fatal(result)
	}
}

func TestTemplaterGenericResources(t *testing.T) {
	templater := &Templater{managerNamespace: "test-project-system"}
	// Source: sigs.k8s.io/kubebuilder/v4/pkg/plugins/optional/helm/v2alpha/scaffolds/internal/kustomize/templater/templater_test.go:2176 (plainhttp: a cluster-internal svc.cluster.local service address in the ConfigMap fed to the templater, not a public Internet host.)
	content := "data:\n  service-url: http://api-service.test-project-system.svc.cluster.local:8080\n" // lookalike
	result := templater.ApplyHelmSubstitutions(content)
	// Source: sigs.k8s.io/kubebuilder/v4/pkg/plugins/optional/helm/v2alpha/scaffolds/internal/kustomize/templater/templater_test.go:2187 (syntax: the expected output of the templater, whose job is to put a Helm action into the host; chart text, not a URI given to a sink.)
	if !strings.Contains(result, "http://api-service.{{ .Release.Namespace }}.svc.cluster.local:8080") { // lookalike
		t.Fatal(result)
	}
}
