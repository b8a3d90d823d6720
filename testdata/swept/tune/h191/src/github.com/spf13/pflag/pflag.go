// Package pflag is a minimal stand-in for github.com/spf13/pflag.
package pflag

import "flag"

// ErrorHandling mirrors pflag.ErrorHandling.
type ErrorHandling = flag.ErrorHandling

// ExitOnError mirrors pflag.ExitOnError.
const ExitOnError = flag.ExitOnError

// Flag mirrors pflag.Flag.
type Flag struct {
	Name    string
	Changed bool
	Value   flag.Value
}

// FlagSet mirrors pflag.FlagSet over the standard flag package.
type FlagSet struct {
	fs      *flag.FlagSet
	changed map[string]bool
}

// NewFlagSet mirrors pflag.NewFlagSet.
func NewFlagSet(name string, h ErrorHandling) *FlagSet {
	return &FlagSet{fs: flag.NewFlagSet(name, h), changed: map[string]bool{}}
}

// StringVar mirrors pflag.FlagSet.StringVar.
func (f *FlagSet) StringVar(p *string, name, value, usage string) {
	f.fs.StringVar(p, name, value, usage)
}

// Int64Var mirrors pflag.FlagSet.Int64Var.
func (f *FlagSet) Int64Var(p *int64, name string, value int64, usage string) {
	f.fs.Int64Var(p, name, value, usage)
}

// Parse mirrors pflag.FlagSet.Parse.
func (f *FlagSet) Parse(args []string) error {
	if err := f.fs.Parse(args); err != nil {
		return err
	}
	f.fs.Visit(func(fl *flag.Flag) { f.changed[fl.Name] = true })
	return nil
}

// Lookup mirrors pflag.FlagSet.Lookup.
func (f *FlagSet) Lookup(name string) *Flag {
	fl := f.fs.Lookup(name)
	if fl == nil {
		return nil
	}
	return &Flag{Name: name, Changed: f.changed[name], Value: fl.Value}
}

// Set mirrors pflag.FlagSet.Set.
func (f *FlagSet) Set(name, value string) error { return f.fs.Set(name, value) }
