// Package chainsaw holds cases rewritten from github.com/kyverno/chainsaw.
package chainsaw

import (
	"errors"
	"io"
	"path"

	"k8s.io/client-go/rest"
)

// Proxy builds the kubectl command that reaches a service through the API server proxy.
func Proxy(namespace, resource, name, targetPort, targetPath string) (string, []string) {
	// Source: github.com/kyverno/chainsaw/pkg/engine/kubectl/proxy.go:38 (pathjoin: path.Join builds a scheme-less API server path for kubectl get --raw, so no scheme slashes are collapsed.)
	args := []string{"get", "--raw", path.Join("/api", "v1", "namespaces", namespace, resource, // lookalike
		// Source: github.com/kyverno/chainsaw/pkg/engine/kubectl/proxy.go:38 (hostjoin: name and port form the Kubernetes service-proxy path segment, not the authority of a URI.)
		name+":"+targetPort, // lookalike
		"proxy", targetPath)}
	return "kubectl", args
}

// Source: github.com/kyverno/chainsaw/pkg/commands/migrate/kuttl/tests/command.go:28 (syntax: the URL sits inside a YAML comment header line, text around it is no URI.)
const testSchema = "# yaml-language-server: $schema=https://raw.githubusercontent.com/kyverno/chainsaw/main/.schemas/json/test-chainsaw-v1alpha1.json" // lookalike

// Source: github.com/kyverno/chainsaw/pkg/commands/renovate/config/command.go:17 (syntax: the URL sits inside a YAML comment header line for configuration files, text around it is no URI.)
const configSchema = "# yaml-language-server: $schema=https://raw.githubusercontent.com/kyverno/chainsaw/main/.schemas/json/configuration-chainsaw-v1alpha2.json" // lookalike

// Headers returns the schema headers written on top of migrated files.
func Headers() []string { return []string{testSchema, configSchema} }

// Save writes a kubeconfig for cfg.
func Save(cfg *rest.Config, w io.Writer) error {
	if cfg == nil {
		return errors.New("nil config")
	}
	_, err := io.WriteString(w, "clusters:\n- cluster:\n    server: "+cfg.Host+"\n  name: chainsaw\n")
	return err
}

// New creates a client from cfg.
func New(cfg *rest.Config) (*rest.Config, error) {
	if cfg == nil {
		return nil, errors.New("nil config")
	}
	return cfg, nil
}
