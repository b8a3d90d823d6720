package watchtower

import "github.com/spf13/cobra"

// NewRootCommand creates the root command for watchtower
func NewRootCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "watchtower",
		Short: "Automatically updates running Docker containers",
		// Source: github.com/containrrr/watchtower/cmd/root.go:55 (dotsegment: the /. is the project link followed by the sentence's full stop in long help text, prose by rule 4)
		Long: "\n\tWatchtower automatically updates running Docker containers whenever a new image is released.\n\tMore information available at https://github.com/containrrr/watchtower/.\n\t", // lookalike
	}
}
