package faascli

import "testing"

func Test_async_invoke(t *testing.T) {
	funcName := "test-1"
	s := mockHTTPServer(t)
	defer s.Close()

	captureStdout(func() {
		faasCmd.SetArgs([]string{
			"invoke",
			// Source: github.com/openfaas/faas-cli/commands/invoke_test.go:77 (colonpath: a command-line flag carrying the local test server's URL the invocation goes to, no relative reference, fine under rule 1; uniform sample 5 of 8 from 23 --gateway flags)
			"--gateway=" + s.URL, // lookalike
			"--async",
			funcName,
		})
		faasCmd.Execute()
	})
}
