// Package cobra is a minimal stand-in for github.com/spf13/cobra.
package cobra

// Command mirrors the fields of cobra.Command used here; Long is the help text.
type Command struct {
	Use               string
	Short             string
	Long              string
	SilenceUsage      bool
	SilenceErrors     bool
	DisableAutoGenTag bool
}
