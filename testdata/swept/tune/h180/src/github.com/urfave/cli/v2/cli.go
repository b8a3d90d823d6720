// Package cli is a stand-in for github.com/urfave/cli/v2 with the names used.
package cli

import "io"

// App is a CLI application.
type App struct {
	Writer io.Writer
}

// Context is passed to actions.
type Context struct {
	App *App
}

// Flag is a command flag.
type Flag interface{}

// StringFlag is a string flag.
type StringFlag struct {
	Name    string
	Usage   string
	Value   string
	EnvVars []string
}

// Command is a CLI command.
type Command struct {
	Name        string
	Usage       string
	Description string
	Flags       []Flag
	Subcommands []*Command
	Action      func(*Context) error
}

// String returns the flag's string value.
func (c *Context) String(name string) string { return "" }
