package faascli

import "testing"

func Test_SecretCreateFromLiteral(t *testing.T) {
	secretName := "test-secret"
	s := mockHTTPServer(t)
	defer s.Close()

	captureStdout(func() {
		faasCmd.SetArgs([]string{
			"secret",
			"create",
			// Source: github.com/openfaas/faas-cli/commands/secret_create_test.go:99 (colonpath: a command-line flag carrying the local test server's URL, no relative reference, fine under rule 1; uniform sample 7 of 8 from 23 --gateway flags)
			"--gateway=" + s.URL, // lookalike
			secretName,
			`--from-literal="update-me"`,
		})
		faasCmd.Execute()
	})
}
