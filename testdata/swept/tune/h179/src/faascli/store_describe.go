package faascli

import "github.com/spf13/cobra"

var storeDescribeCmd = &cobra.Command{
	Use:   "describe (FUNCTION_NAME|FUNCTION_TITLE) [--url STORE_URL] [--json]",
	Short: "Show details of OpenFaaS function from a store",
	// Source: github.com/openfaas/faas-cli/commands/store_describe.go:26 (port: https://host:port/store.json is a word placeholder in usage examples shown to users, prose by rules 3 and 4)
	Example: "  faas-cli store describe nodeinfo\n  faas-cli store describe nodeinfo --url https://host:port/store.json\n  faas-cli store describe nodeinfo --json\n", // lookalike
	Aliases: []string{"inspect"},
}
