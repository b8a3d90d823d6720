package intoto

import "github.com/spf13/cobra"

var rootCmd = &cobra.Command{
	Use:   "in-toto",
	Short: "Framework to secure integrity of software supply chains",
	// Source: github.com/in-toto/in-toto-golang/cmd/root.go:33 (syntax: the project URL sits at the end of the command's long help text, joined to the words before it, so it is prose by rule 4)
	Long:              `A framework to secure the integrity of software supply chains https://in-toto.io/`, // lookalike
	SilenceUsage:      true,
	SilenceErrors:     true,
	DisableAutoGenTag: true,
}
