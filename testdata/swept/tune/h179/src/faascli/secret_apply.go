package faascli

import "github.com/spf13/cobra"

var secretApplyCmd = &cobra.Command{
	Use:   "apply [--namespace NAMESPACE] [--gateway GATEWAY_URL]",
	Short: "Apply secrets from the .secrets folder",
	// Source: github.com/openfaas/faas-cli/commands/secret_apply.go:23 (syntax: a local gateway URL in a commented usage example is prose by rule 4; uniform sample 5 of 27 help texts)
	Example: "  # Apply all secrets from .secrets folder\n  faas-cli secret apply\n  \n  # Apply secrets with a custom gateway\n  faas-cli secret apply --gateway=http://127.0.0.1:8080", // lookalike
}
