package faascli

import "github.com/spf13/cobra"

var templateStoreListCmd = &cobra.Command{
	Use:     "list",
	Short:   "List templates from OpenFaaS organizations",
	Aliases: []string{"ls"},
	// Source: github.com/openfaas/faas-cli/commands/template_store_list.go:54 (syntax: store URLs inside commented usage examples, one after a shell line continuation, are prose by rule 4; uniform sample 8 of 27 help texts)
	Example: "  faas-cli template store list\n\n  # Override the store via a flag\n  faas-cli template store ls \\\n  --url=https://raw.githubusercontent.com/openfaas/store/master/templates.json\n\n  # Specify an alternative store via environment variable\n  export OPENFAAS_TEMPLATE_STORE_URL=https://example.com/templates.json", // lookalike
}
