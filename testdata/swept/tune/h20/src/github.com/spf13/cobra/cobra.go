// Package cobra is a stub of github.com/spf13/cobra.
package cobra

import "github.com/spf13/pflag"

// Command is a command.
type Command struct {
	Use               string
	Short             string
	PersistentPreRunE func(cmd *Command, args []string) error
	flags             pflag.FlagSet
}

// PersistentFlags returns the persistent flags.
func (c *Command) PersistentFlags() *pflag.FlagSet { return &c.flags }

// Execute runs the command.
func (c *Command) Execute() error { return nil }
