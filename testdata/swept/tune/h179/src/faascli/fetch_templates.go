package faascli

import "fmt"

func reportInvalidRefName(refName string, err error) error {
	fmt.Printf("Invalid tag or branch name `%s`\n", refName)
	// Source: github.com/openfaas/faas-cli/commands/fetch_templates.go:296 (syntax: a documentation link inside a message printed to the user is prose by rule 4)
	fmt.Println("See https://git-scm.com/docs/git-check-ref-format for more details of the rules Git enforces on branch and reference names.") // lookalike
	return err
}
