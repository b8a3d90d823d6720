package lima

func newYQRestrictionsHelpCommand() *Command {
	return &Command{
		Use:   "yq-restrictions",
		Short: "Restrictions on yq expressions in Lima",
		Long: "Lima uses yq (v4) syntax for the --set flag and provision mode \"yq\".\n\n" +
			// Source: github.com/lima-vm/lima/v2/cmd/limactl/yq_restrictions.go:14 (syntax: a project link in parentheses inside help text, prose by rule 4)
			"Lima embeds yqlib (https://github.com/mikefarah/yq) as a library and\n" + // lookalike
			"disables several operators to prevent template expressions from reading\nthe host environment.\n",
	}
}
