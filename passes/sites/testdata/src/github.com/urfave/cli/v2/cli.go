package cli

type StringFlag struct {
	Name    string
	Usage   string
	Value   string
	EnvVars []string
}

type Context struct{}

func (c *Context) String(name string) string { return "" }
