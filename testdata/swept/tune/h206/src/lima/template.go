package lima

// Source: github.com/lima-vm/lima/v2/cmd/limactl/template.go:52 (syntax: bare scheme names listed in command example text, prose by rule 4 and no URI)
var templateCopyExample = "  Template locators are local files, file://, https://, or template: URLs\n\n" + // lookalike
	"  # Copy default template to STDOUT\n  limactl template copy template:default -\n"

func newTemplateCopyCommand() *Command {
	return &Command{
		Use:     "copy [OPTIONS] TEMPLATE [DEST]",
		Short:   "Copy template",
		Long:    "Copy a template via locator to a local file or stdout (default)",
		Example: templateCopyExample,
	}
}
