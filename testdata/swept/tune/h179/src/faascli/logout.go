package faascli

import "github.com/spf13/cobra"

var logoutCmd = &cobra.Command{
	Use:   "logout [--gateway GATEWAY_URL]",
	Short: "Log out from OpenFaaS gateway",
	// Source: github.com/openfaas/faas-cli/commands/logout.go:25 (syntax: a gateway URL inside a usage example after the command words is prose by rule 4; uniform sample 3 of 27 help texts)
	Example: "  faas-cli logout --gateway https://openfaas.mydomain.com", // lookalike
}
