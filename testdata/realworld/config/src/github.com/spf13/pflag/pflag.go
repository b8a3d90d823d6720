// Package pflag is a stub of github.com/spf13/pflag.
package pflag

// FlagSet is a set of flags.
type FlagSet struct{ values map[string]*string }

func (f *FlagSet) StringVarP(p *string, name, shorthand string, value string, usage string) {
	*p = value
}
func (f *FlagSet) StringVar(p *string, name string, value string, usage string) {
	*p = value
}
func (f *FlagSet) StringP(name, shorthand string, value string, usage string) *string {
	p := new(string)
	*p = value
	return p
}
func (f *FlagSet) String(name string, value string, usage string) *string {
	return f.StringP(name, "", value, usage)
}
func (f *FlagSet) Parse(arguments []string) error { return nil }

// CommandLine is the default set of command-line flags.
var CommandLine = &FlagSet{}

func String(name string, value string, usage string) *string {
	return CommandLine.String(name, value, usage)
}
func StringP(name, shorthand string, value string, usage string) *string {
	return CommandLine.StringP(name, shorthand, value, usage)
}
func StringVar(p *string, name string, value string, usage string) {
	CommandLine.StringVar(p, name, value, usage)
}
func StringVarP(p *string, name, shorthand string, value string, usage string) {
	CommandLine.StringVarP(p, name, shorthand, value, usage)
}
func Parse() {}
