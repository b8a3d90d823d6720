// Package pflag is a stub of github.com/spf13/pflag.
package pflag

// FlagSet is a set of flags.
type FlagSet struct{}

// GetString returns the value of the named string flag.
func (f *FlagSet) GetString(name string) (string, error) { return "", nil }

// StringVar defines a string flag.
func (f *FlagSet) StringVar(p *string, name, value, usage string) {}
