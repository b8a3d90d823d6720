package faascli

import "github.com/spf13/cobra"

var templateCmd = &cobra.Command{
	Use:   "template [COMMAND]",
	Short: "OpenFaaS template store and pull commands",
	// Source: github.com/openfaas/faas-cli/commands/template.go:19 (syntax: a repository URL inside usage examples joined to other command lines is prose by rule 4; uniform sample 7 of 27 help texts)
	Example: "  faas-cli template pull https://github.com/custom/template\n  faas-cli template store list\n  faas-cli template store pull openfaas-incubator/ruby-http", // lookalike
}
