package faascli

import "github.com/spf13/cobra"

// newFunctionCmd displays newFunction information
var newFunctionCmd = &cobra.Command{
	// Source: github.com/openfaas/faas-cli/commands/new_function.go:50 (port: http://host:port is a word placeholder inside the usage line shown to users, prose by rules 3 and 4)
	Use:   "new FUNCTION_NAME --lang=FUNCTION_LANGUAGE [--gateway=http://host:port] | --list | --append=STACK_FILE)", // lookalike
	Short: "Create a new template in the current folder with the name given as name",
}
