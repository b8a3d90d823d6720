package faascli

import "testing"

func Test_deploy(t *testing.T) {
	s := mockHTTPServer(t)
	defer s.Close()

	captureStdout(func() {
		faasCmd.SetArgs([]string{
			"deploy",
			// Source: github.com/openfaas/faas-cli/commands/deploy_test.go:29 (colonpath: a command-line flag carrying the local test server's URL to deploy, no relative reference; the URL is a working value fine under rule 1; uniform sample 1 of 8 from 23 --gateway flags)
			"--gateway=" + s.URL, // lookalike
			"--image=golang",
			"--name=test-function",
		})
		faasCmd.Execute()
	})
}
