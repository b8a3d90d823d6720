package faascli

import "github.com/spf13/cobra"

var storeListCmd = &cobra.Command{
	Use:   "list [--url STORE_URL]",
	Short: "List available OpenFaaS functions in a store",
	// Source: github.com/openfaas/faas-cli/commands/store_list.go:30 (port: https://host:port/store.json is a word placeholder in usage examples shown to users, prose by rules 3 and 4)
	Example: "  faas-cli store list\n  faas-cli store list --verbose\n  faas-cli store list --url https://host:port/store.json\n  faas-cli store list --json", // lookalike
}
