package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/hub/cmd/root.go: help text,
// a deprecation warning and flag usage that mention Hub URLs.

import (
	"fmt"

	"github.com/spf13/cobra"
)

// hubSetter is the part of the CLI's Hub client used by Root.
type hubSetter interface {
	SetURL(u string) error
}

// Root represents the base command when called without any subcommands
func Root(h hubSetter) *cobra.Command {
	apiURL := ""
	hubType := ""

	cmd := &cobra.Command{
		Use:   "hub",
		Short: "Interact with artifacthub",
		Long: `Interact with artifacthub

Deprecation Notice: Tekton Hub support in CLI is being deprecated in favor of Artifact Hub.

When using '--type tekton', a deprecation warning will now be displayed.
` +
			// Source: github.com/tektoncd/cli/pkg/cmd/hub/cmd/root.go:44 (syntax: a URL in parentheses inside command help text, prose by rule 4)
			`Artifact Hub (https://artifacthub.io) will become the only supported hub in future releases.`, // lookalike
		SilenceUsage: true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			if hubType != ArtifactHubType && hubType != TektonHubType {
				return fmt.Errorf("invalid hub type: %s, expecting artifact or tekton", hubType)
			}
			if hubType == TektonHubType {
				fmt.Fprintln(cmd.ErrOrStderr(),
					"WARNING: Tekton Hub support is deprecated and will be removed in a future release. "+
						// Source: github.com/tektoncd/cli/pkg/cmd/hub/cmd/root.go:69 (syntax: a URL in parentheses inside a printed warning, prose by rule 4)
						"Artifact Hub (https://artifacthub.io) will become the only supported hub. "+"Use '--type artifact' to switch now.") // lookalike
			}
			return h.SetURL(apiURL)
		},
	}

	cmd.PersistentFlags().StringVar(&apiURL, "api-server", "", "Hub API Server URL.\n"+
		"For artifact type: default 'https://artifacthub.io' (env: ARTIFACT_HUB_API_SERVER)\n"+
		"For tekton type (DEPRECATED): default 'https://api.hub.tekton.dev' (env: TEKTON_HUB_API_SERVER)\n"+
		// Source: github.com/tektoncd/cli/pkg/cmd/hub/cmd/root.go:93 (syntax: quoted default URLs inside flag usage text, prose by rule 4)
		"Can also be set in '$HOME/.tekton/hub-config'.") // lookalike
	cmd.PersistentFlags().StringVar(&hubType, "type", "artifact", "The type of Hub from where to pull the resource. Either 'artifact' or 'tekton'")

	return cmd
}
