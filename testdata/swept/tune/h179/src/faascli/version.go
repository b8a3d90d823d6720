package faascli

import (
	"fmt"

	"github.com/spf13/cobra"
)

// GitCommit is the commit the client was built from.
var GitCommit = "dev"

// versionCmd displays version information
var versionCmd = &cobra.Command{
	Use:   "version [--short-version] [--gateway GATEWAY_URL] [--json]",
	Short: "Display the clients version information",
	// Source: github.com/openfaas/faas-cli/commands/version.go:70 (syntax: a tree link in long help text whose verb is filled with the commit SHA, prose by rule 4)
	Long: fmt.Sprintf("The version command returns the current clients version information.\n\nThis currently consists of the GitSHA from which the client was built.\n- https://github.com/openfaas/faas-cli/tree/%s", // lookalike
		// Source: github.com/openfaas/faas-cli/commands/version.go:70 (escaper: the commit SHA spliced into the link is hex and needs no escaping, and the text is help prose by rule 4)
		GitCommit), // lookalike
}
