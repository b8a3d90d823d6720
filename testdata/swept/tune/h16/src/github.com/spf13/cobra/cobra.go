// Package cobra is a stub of github.com/spf13/cobra.
package cobra

import (
	"context"

	"github.com/spf13/pflag"
)

// Command is a command.
type Command struct {
	SilenceUsage bool
	RunE         func(cmd *Command, args []string) error
}

// Flags returns the flags of the command.
func (c *Command) Flags() *pflag.FlagSet { return &pflag.FlagSet{} }

// PersistentFlags returns the persistent flags of the command.
func (c *Command) PersistentFlags() *pflag.FlagSet { return &pflag.FlagSet{} }

// Context returns the context of the command.
func (c *Command) Context() context.Context { return context.Background() }

// SetArgs sets the arguments.
func (c *Command) SetArgs(a []string) {}

// Execute runs the command.
func (c *Command) Execute() error { return nil }
