package kingpin

type Application struct{}
type FlagClause struct{}

func New(name, help string) *Application                   { return nil }
func (a *Application) Flag(name, help string) *FlagClause  { return nil }
func (f *FlagClause) Envar(name string) *FlagClause        { return f }
func (f *FlagClause) Default(values ...string) *FlagClause { return f }
func (f *FlagClause) String() *string                      { return new(string) }
