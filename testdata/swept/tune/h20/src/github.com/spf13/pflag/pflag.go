// Package pflag is a stub of github.com/spf13/pflag.
package pflag

// FlagSet is a set of flags.
type FlagSet struct{}

// StringVarP defines a string flag with a shorthand.
func (f *FlagSet) StringVarP(p *string, name, shorthand string, value string, usage string) {
	*p = value
}
