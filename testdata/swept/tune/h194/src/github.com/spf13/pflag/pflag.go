// Package pflag is a stand-in for the parts of github.com/spf13/pflag used here.
package pflag

// FlagSet holds command-line flags.
type FlagSet struct {
	usage map[string]string
}

func (f *FlagSet) set(name, usage string) {
	if f.usage == nil {
		f.usage = map[string]string{}
	}
	f.usage[name] = usage
}

// StringVar defines a string flag.
func (f *FlagSet) StringVar(p *string, name string, value string, usage string) {
	*p = value
	f.set(name, usage)
}

// StringVarP defines a string flag with a shorthand.
func (f *FlagSet) StringVarP(p *string, name, shorthand string, value string, usage string) {
	*p = value
	f.set(name, usage)
}

// StringSliceVarP defines a string slice flag with a shorthand.
func (f *FlagSet) StringSliceVarP(p *[]string, name, shorthand string, value []string, usage string) {
	*p = value
	f.set(name, usage)
}

// BoolVar defines a bool flag.
func (f *FlagSet) BoolVar(p *bool, name string, value bool, usage string) {
	*p = value
	f.set(name, usage)
}
