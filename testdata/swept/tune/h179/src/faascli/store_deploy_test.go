package faascli

import "testing"

func Test_storeDeploy_withNameFlag(t *testing.T) {
	s := mockHTTPServer(t)
	defer s.Close()

	captureStdout(func() {
		faasCmd.SetArgs([]string{
			"store",
			"deploy",
			"figlet",
			// Source: github.com/openfaas/faas-cli/commands/store_deploy_test.go:26 (colonpath: a command-line flag carrying the local test server's URL, no relative reference, fine under rule 1; uniform sample 8 of 8 from 23 --gateway flags)
			"--gateway=" + s.URL, // lookalike
			"--name=foo",
		})
		faasCmd.Execute()
	})
}
