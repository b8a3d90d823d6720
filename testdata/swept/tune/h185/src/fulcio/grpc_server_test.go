package fulcio

import (
	"fmt"
	"net/url"
	"testing"
)

func TestAPIWithKubernetes(t *testing.T) {
	namespace := "namespace"
	saName := "sa"
	// Source: github.com/sigstore/fulcio/pkg/server/grpc_server_test.go:816 (syntax: filled with the DNS-label names namespace and sa, a valid https subject URL the signed token carries)
	k8sSubject := fmt.Sprintf("https://kubernetes.io/namespaces/%s/serviceaccounts/%s", namespace, saName) // lookalike
	var claims k8sClaims
	claims.Kubernetes.Namespace = namespace
	claims.Kubernetes.ServiceAccount.Name = saName
	if got, _ := kubernetesURI(claims); got != k8sSubject {
		t.Errorf("got %s", got)
	}
}

func TestAPIWithBuildkite(t *testing.T) {
	claims := buildkiteClaims{OrganizationSlug: "acme-inc", PipelineSlug: "bash-example"}
	// Source: github.com/sigstore/fulcio/pkg/server/grpc_server_test.go:960 (syntax: expected SAN filled with the slugs acme-inc and bash-example, a valid https URL)
	buildkiteURL := fmt.Sprintf("https://buildkite.com/%s/%s", claims.OrganizationSlug, claims.PipelineSlug) // lookalike
	if _, err := url.Parse(buildkiteURL); err != nil {
		t.Fatalf("failed to parse subject URI")
	}
}

func TestAPIWithGitHub(t *testing.T) {
	claims := struct{ JobWorkflowRef string }{JobWorkflowRef: "job/workflow/ref"}
	// Source: github.com/sigstore/fulcio/pkg/server/grpc_server_test.go:1079 (syntax: expected SAN filled with the path job/workflow/ref, a valid https URL)
	githubURL := fmt.Sprintf("https://github.com/%s", claims.JobWorkflowRef) // lookalike
	if _, err := url.Parse(githubURL); err != nil {
		t.Fatalf("failed to parse expected url")
	}
}

func TestAPIWithCIProvider(t *testing.T) {
	claims := struct{ JobWorkflowRef string }{JobWorkflowRef: "job/workflow/ref"}
	// Source: github.com/sigstore/fulcio/pkg/server/grpc_server_test.go:1254 (syntax: the same expected SAN template filled with a plain path, a valid https URL)
	githubURL := fmt.Sprintf("https://github.com/%s", claims.JobWorkflowRef) // lookalike
	if _, err := url.Parse(githubURL); err != nil {
		t.Fatalf("failed to parse expected url")
	}
}

func TestAPIWithCodefresh(t *testing.T) {
	// Source: github.com/sigstore/fulcio/pkg/server/grpc_server_test.go:1514 (syntax: the Codefresh subject identifier signed into the test token, key:value pairs compared as text, no URI use; uniform sample 5 of 5 from 9)
	codefreshSubject := "account:628a80b693a15c0f9c13ab75:pipeline:65e6d5551e47e5bc243ca93f:scm_repo_url:https://github.com/test-codefresh/fulcio:scm_user_name:test-codefresh:scm_ref:feat/codefresh-issuer:scm_pull_request_target_branch:main" // lookalike
	p := codefreshWorkflowPrincipal{subject: codefreshSubject}
	_ = p
}
