// Package pulumik8s holds cases rewritten from github.com/pulumi/pulumi-kubernetes/provider/v4.
package pulumik8s

import (
	"errors"
	"fmt"
)

func ingressMessages(ingressReady bool) []string {
	var messages []string
	if !ingressReady {
		messages = append(messages,
			"Ingress .status.loadBalancer field was not updated with a hostname/IP address. "+
				// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/await/ingress.go:484 (syntax: the URL sits inside an error message joined to the words before it, prose rather than a URI.)
				"\n    for more information about this error, see https://pulumi.io/xdv72s") // lookalike
	}
	return messages
}

func clusterUnreachableReason(err error) string {
	return fmt.Sprintf("unable to load Kubernetes client configuration from kubeconfig file. Make sure you have: \n\n"+
		// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/provider/provider.go:842 (syntax: the URL is part of a user-facing message, surrounded by spaces and other text.)
		" \t • set up the provider as per https://www.pulumi.com/registry/packages/kubernetes/installation-configuration/ \n\n %v", err) // lookalike
}

func helmHookWarning() error {
	return errors.New("This resource contains Helm hooks that are not currently supported by Pulumi. The resource will " +
		"be created, but any hooks will not be executed. Hooks support is tracked at " +
		// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/provider/provider.go:1298 (syntax: the issue URL is followed by more warning text on the same literal, prose rather than a URI.)
		"https://github.com/pulumi/pulumi-kubernetes/issues/555 -- This warning can be disabled by setting " + // lookalike
		"the PULUMI_K8S_SUPPRESS_HELM_HOOK_WARNINGS environment variable")
}
