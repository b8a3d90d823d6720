package faascli

import "github.com/spf13/cobra"

var describeCmd = &cobra.Command{
	Use:   "describe FUNCTION_NAME [--gateway GATEWAY_URL] [--json]",
	Short: "Describe an OpenFaaS function",
	Long:  "Display details of an OpenFaaS function",
	// Source: github.com/openfaas/faas-cli/commands/describe.go:43 (hostform: the 127.0.0.1.8080 typo for 127.0.0.1:8080 sits in usage examples shown to users, and a URL in help text is prose by rule 4)
	Example: "  faas-cli describe figlet\n  faas-cli describe env --gateway http://127.0.0.1:8080\n  faas-cli describe echo -g http://127.0.0.1.8080\n  faas-cli describe env --json", // lookalike
}
