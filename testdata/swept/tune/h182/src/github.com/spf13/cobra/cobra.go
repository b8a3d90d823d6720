// Package cobra is a stand-in for the command type of github.com/spf13/cobra.
package cobra

import "github.com/spf13/pflag"

// Command is a CLI command; Short, Long and Example are help text shown to users.
type Command struct {
	Use               string
	Short             string
	Long              string
	Example           string
	DisableAutoGenTag bool
	RunE              func(cmd *Command, args []string) error

	flags    *pflag.FlagSet
	commands []*Command
}

// Flags returns the command's flag set.
func (c *Command) Flags() *pflag.FlagSet {
	if c.flags == nil {
		c.flags = &pflag.FlagSet{}
	}
	return c.flags
}

// AddCommand adds sub-commands.
func (c *Command) AddCommand(cmds ...*Command) {
	c.commands = append(c.commands, cmds...)
}

// Usage prints the usage.
func (c *Command) Usage() error { return nil }
