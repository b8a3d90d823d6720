package pulumik8s

import (
	"strings"
	"testing"
)

// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/provider/util_test.go:347 (syntax: kubeconfig YAML text whose server entry is a well-formed https URL; the literal is a document, not a URI.)
var validKubeconfig = "apiVersion: v1\nclusters:\n- cluster:\n    server: https://kubernetes.docker.internal:6443\n  name: docker-desktop\ncurrent-context: docker-desktop\nkind: Config\n" // lookalike

func TestValidKubeconfig(t *testing.T) {
	if !strings.Contains(validKubeconfig, "docker-desktop") {
		t.Fatal("bad fixture")
	}
}
