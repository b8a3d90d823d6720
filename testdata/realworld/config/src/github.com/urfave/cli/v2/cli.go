// Package cli is a stub of github.com/urfave/cli/v2.
package cli

// Flag is a command-line flag.
type Flag interface {
	String() string
	Names() []string
}

// StringFlag is a flag with a string value.
type StringFlag struct {
	Name        string
	Aliases     []string
	Usage       string
	EnvVars     []string
	Value       string
	Destination *string
	Required    bool
}

func (f *StringFlag) String() string  { return f.Name }
func (f *StringFlag) Names() []string { return append([]string{f.Name}, f.Aliases...) }

// Context is the context of a command.
type Context struct{}

func (c *Context) String(name string) string { return "" }

// ActionFunc is the action of a command.
type ActionFunc func(*Context) error

// App is a CLI application.
type App struct {
	Name   string
	Usage  string
	Flags  []Flag
	Action ActionFunc
}

func (a *App) Run(arguments []string) error { return nil }
