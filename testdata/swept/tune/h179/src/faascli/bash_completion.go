package faascli

import "github.com/spf13/cobra"

// bashcompletionCmd generates a bash completion file
var bashcompletionCmd = &cobra.Command{
	Use:   "bashcompletion FILENAME",
	Short: "Generate a bash completion file",
	// Source: github.com/openfaas/faas-cli/commands/bash_completion.go:21 (syntax: a pull-request link inside the command's long help text, joined to the words around it, is prose by rule 4; uniform sample 1 of 27 help texts)
	Long:       "Generate a bash completion file for the client.\n\nThis currently only works on Bash version 4, and is hidden\npending a merge of https://github.com/spf13/cobra/pull/520.", // lookalike
	Hidden:     true,
	Deprecated: `please use the "completion" command`,
}
