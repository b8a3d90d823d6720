// Package cobra is a minimal stand-in for github.com/spf13/cobra with the
// names the swept code uses.
package cobra

// Command is a CLI command with its help texts.
type Command struct {
	Use        string
	Short      string
	Long       string
	Example    string
	Aliases    []string
	Hidden     bool
	Deprecated string
	RunE       func(cmd *Command, args []string) error
	PreRunE    func(cmd *Command, args []string) error
	Run        func(cmd *Command, args []string)
	PreRun     func(cmd *Command, args []string)

	args  []string
	flags map[string]string
}

// SetArgs sets the arguments Execute uses.
func (c *Command) SetArgs(a []string) { c.args = a }

// Execute runs the command with its arguments.
func (c *Command) Execute() error {
	if c.RunE != nil {
		return c.RunE(c, c.args)
	}
	return nil
}

// ParseFlags records --name value pairs.
func (c *Command) ParseFlags(args []string) error {
	if c.flags == nil {
		c.flags = map[string]string{}
	}
	for i := 0; i+1 < len(args); i += 2 {
		c.flags[args[i]] = args[i+1]
	}
	return nil
}

// GetString returns a parsed flag value.
func (c *Command) GetString(name string) string { return c.flags["--"+name] }

// AddCommand adds sub-commands.
func (c *Command) AddCommand(cmds ...*Command) {}
