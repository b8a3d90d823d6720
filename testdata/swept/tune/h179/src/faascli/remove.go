package faascli

import "github.com/spf13/cobra"

// removeCmd deletes/removes OpenFaaS function containers
var removeCmd = &cobra.Command{
	Use:     "remove FUNCTION_NAME [--gateway GATEWAY_URL]",
	Aliases: []string{"rm", "delete"},
	Short:   "Remove deployed OpenFaaS functions",
	// Source: github.com/openfaas/faas-cli/commands/remove.go:36 (plainhttp: the plain-http remote-site.com gateway is an illustration in usage examples, and a URL in help text is prose by rule 4)
	Example: "  faas-cli remove -f https://domain/path/myfunctions.yml\n  faas-cli remove url-ping\n  faas-cli remove img2ansi --gateway==http://remote-site.com:8080", // lookalike
}
