// Package cobra is a stub of github.com/spf13/cobra.
package cobra

import flag "github.com/spf13/pflag"

// Command is a command of a CLI.
type Command struct {
	Use   string
	Short string
	RunE  func(cmd *Command, args []string) error
	Run   func(cmd *Command, args []string)

	flags, pflags *flag.FlagSet
}

func (c *Command) Flags() *flag.FlagSet {
	if c.flags == nil {
		c.flags = &flag.FlagSet{}
	}
	return c.flags
}
func (c *Command) PersistentFlags() *flag.FlagSet {
	if c.pflags == nil {
		c.pflags = &flag.FlagSet{}
	}
	return c.pflags
}
func (c *Command) AddCommand(cmds ...*Command) {}
func (c *Command) Execute() error              { return nil }
