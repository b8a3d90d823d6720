// Package pflag is a minimal stub of github.com/spf13/pflag.
package pflag

// FlagSet represents a set of defined flags.
type FlagSet struct{}

// StringVar defines a string flag with specified name, default value, and usage string.
func (f *FlagSet) StringVar(p *string, name string, value string, usage string) { *p = value }

// IntVar defines an int flag with specified name, default value, and usage string.
func (f *FlagSet) IntVar(p *int, name string, value int, usage string) { *p = value }
