// Package cobra is a minimal stub of github.com/spf13/cobra.
package cobra

// Command is a command line command.
type Command struct {
	Use     string
	Short   string
	Example string
	RunE    func(cmd *Command, args []string) error
}
