package devspace

// Command stands in for cobra.Command.
type Command struct {
	Use   string
	Short string
	Long  string
}

func newPluginCmd() *Command {
	return &Command{
		Use:   "plugin",
		Short: "Add a plugin to devspace",
		// Source: github.com/loft-sh/devspace/cmd/add/plugin.go:18 (syntax: rule 4, the example URL sits inside the command's help text next to other words and lines)
		Long: `
#######################################################
############### devspace add plugin ###################
#######################################################
Adds a new plugin to devspace

devspace add plugin https://github.com/my-plugin/plugin
#######################################################
	`, // lookalike
	}
}
