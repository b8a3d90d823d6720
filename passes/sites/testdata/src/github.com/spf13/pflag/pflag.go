package pflag

type FlagSet struct{}

func String(name, value, usage string) *string                                { return new(string) }
func StringP(name, shorthand, value, usage string) *string                    { return new(string) }
func StringVar(p *string, name, value, usage string)                          {}
func StringVarP(p *string, name, shorthand, value, usage string)              {}
func (f *FlagSet) String(name, value, usage string) *string                   { return new(string) }
func (f *FlagSet) StringP(name, shorthand, value, usage string) *string       { return new(string) }
func (f *FlagSet) StringVar(p *string, name, value, usage string)             {}
func (f *FlagSet) StringVarP(p *string, name, shorthand, value, usage string) {}
