package faascli

import "github.com/spf13/cobra"

var deployCmd = &cobra.Command{
	Use:   "deploy -f YAML_FILE [--replace=false]",
	Short: "Deploy OpenFaaS functions",
	// Source: github.com/openfaas/faas-cli/commands/deploy.go:115 (syntax: a placeholder stack-file URL inside usage examples joined to other command lines is prose by rule 4; uniform sample 2 of 27 help texts)
	Example: "  faas-cli deploy -f https://domain/path/myfunctions.yml\n  faas-cli deploy -f stack.yaml\n  faas-cli deploy -f stack.yaml --label canary=true", // lookalike
}
