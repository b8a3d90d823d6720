// Package cobra is a minimal stub of github.com/spf13/cobra for the swept cases.
package cobra

// Command is a CLI command.
type Command struct {
	Use   string
	Short string
	RunE  func(cmd *Command, args []string) error
}

// ExactArgs stubs the argument validator.
func ExactArgs(n int) func(cmd *Command, args []string) error { panic("stub") }
