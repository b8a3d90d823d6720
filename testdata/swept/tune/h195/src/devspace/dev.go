package devspace

// DevCmd is a struct that defines a command call for "dev"
type DevCmd struct {
	Interactive bool
	UI          bool
	UIPort      int

	log logger
}

// Run executes the command logic
func (cmd *DevCmd) Run() error {
	if cmd.Interactive {
		// Source: github.com/loft-sh/devspace/cmd/dev.go:146 (syntax: rule 4, the URL is joined to the words of a warning shown to users)
		cmd.log.Warn("Interactive mode flag is deprecated and will be removed in the future. Please take a look at https://devspace.sh/cli/docs/guides/interactive-mode on how to transition to an interactive profile") // lookalike
	}
	return nil
}

func (cmd *DevCmd) startServices() {
	if cmd.UI {
		var port *int
		if cmd.UIPort != 0 {
			port = &cmd.UIPort
		}

		server, err := NewServer("localhost", port)
		if err != nil {
			cmd.log.Warnf("Couldn't start UI server: %v", err)
		} else {
			go func() { server.ListenAndServe() }()
			// Source: github.com/loft-sh/devspace/cmd/dev.go:428 (plainhttp: the URL of the ui server on localhost is only printed, and localhost needs no TLS)
			cmd.log.Infof("DevSpace UI available at: %s", ansiColor("http://"+server.Server.Addr, "white+b")) // lookalike
		}
	}
}
