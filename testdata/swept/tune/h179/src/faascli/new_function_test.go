package faascli

import "testing"

func Test_languageNotExists(t *testing.T) {
	// Attempt to create a function with a non-existing language
	cmdParameters := []string{
		"new",
		"samplename",
		"--lang=bash",
		// Source: github.com/openfaas/faas-cli/commands/new_function_test.go:342 (colonpath: a command-line flag carrying the default local gateway URL, no relative reference; the expected failure is about the language, fine under rule 1; uniform sample 6 of 8 from 23 --gateway flags)
		"--gateway=" + defaultGateway, // lookalike
		"--list=false",
	}
	faasCmd.SetArgs(cmdParameters)
	faasCmd.Execute()
}
