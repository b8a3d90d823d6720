// Package cobra is a minimal stub of github.com/spf13/cobra.
package cobra

import "github.com/spf13/pflag"

// Command is just that, a command for your application.
type Command struct {
	Use   string
	Short string
	flags *pflag.FlagSet
}

// Flags returns the complete FlagSet that applies to this command.
func (c *Command) Flags() *pflag.FlagSet {
	if c.flags == nil {
		c.flags = &pflag.FlagSet{}
	}
	return c.flags
}
