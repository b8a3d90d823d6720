// Package cobra is a stand-in for the parts of github.com/spf13/cobra used here.
package cobra

import (
	"io"
	"os"

	"github.com/spf13/pflag"
)

// PositionalArgs validates positional arguments.
type PositionalArgs func(cmd *Command, args []string) error

// ExactArgs returns an error if there are not exactly n args.
func ExactArgs(n int) PositionalArgs {
	return func(cmd *Command, args []string) error { return nil }
}

// Command is a CLI command.
type Command struct {
	Use               string
	Short             string
	Long              string
	Example           string
	Annotations       map[string]string
	SilenceUsage      bool
	Args              PositionalArgs
	PersistentPreRunE func(cmd *Command, args []string) error
	RunE              func(cmd *Command, args []string) error

	flags           pflag.FlagSet
	persistentFlags pflag.FlagSet
	children        []*Command
}

// Flags returns the local flags.
func (c *Command) Flags() *pflag.FlagSet { return &c.flags }

// PersistentFlags returns the persistent flags.
func (c *Command) PersistentFlags() *pflag.FlagSet { return &c.persistentFlags }

// AddCommand adds sub commands.
func (c *Command) AddCommand(cmds ...*Command) { c.children = append(c.children, cmds...) }

// ErrOrStderr returns the error output.
func (c *Command) ErrOrStderr() io.Writer { return os.Stderr }

// OutOrStdout returns the output.
func (c *Command) OutOrStdout() io.Writer { return os.Stdout }
