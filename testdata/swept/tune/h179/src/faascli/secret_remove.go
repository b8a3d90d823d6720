package faascli

import "github.com/spf13/cobra"

var secretRemoveCmd = &cobra.Command{
	Use:   "remove [--tls-no-verify]",
	Short: "remove a secret",
	// Source: github.com/openfaas/faas-cli/commands/secret_remove.go:21 (syntax: a gateway URL written as --gateway=URL inside a usage example is prose by rule 4; uniform sample 6 of 27 help texts)
	Example: "  faas-cli secret remove NAME\n  faas-cli secret remove NAME --gateway=http://127.0.0.1:8080", // lookalike
}
