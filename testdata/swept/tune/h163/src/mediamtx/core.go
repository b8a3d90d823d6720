package mediamtx

// Core is the server core (core.Core), reduced to loading its configuration.
type Core struct {
	conf *Conf
}

// New allocates a Core from command line arguments.
func New(args []string) (*Core, bool) {
	if len(args) == 0 {
		return &Core{conf: &Conf{}}, true
	}
	conf, _, err := Load(args[0])
	if err != nil {
		return nil, false
	}
	return &Core{conf: conf}, true
}

// Close closes the Core.
func (p *Core) Close() {}
