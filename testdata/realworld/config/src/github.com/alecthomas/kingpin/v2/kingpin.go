// Package kingpin is a stub of github.com/alecthomas/kingpin/v2.
package kingpin

// FlagClause is a flag being defined.
type FlagClause struct{ def string }

func (f *FlagClause) Default(values ...string) *FlagClause {
	if len(values) > 0 {
		f.def = values[0]
	}
	return f
}
func (f *FlagClause) Envar(name string) *FlagClause { return f }
func (f *FlagClause) Short(name rune) *FlagClause   { return f }
func (f *FlagClause) String() *string {
	s := f.def
	return &s
}

// Application is a CLI application.
type Application struct{}

func New(name, help string) *Application                               { return &Application{} }
func (a *Application) Flag(name, help string) *FlagClause              { return &FlagClause{} }
func (a *Application) Parse(args []string) (command string, err error) { return "", nil }

// CommandLine is the default application.
var CommandLine = New("", "")

func Flag(name, help string) *FlagClause { return CommandLine.Flag(name, help) }
func Parse() string                      { return "" }
