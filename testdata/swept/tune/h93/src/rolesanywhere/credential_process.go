// Package rolesanywhere holds cases rewritten from github.com/aws/rolesanywhere-credential-helper.
package rolesanywhere

type command struct {
	Use   string
	Short string
	Long  string
}

var credentialProcessCmd = &command{
	Use:   "credential-process [flags]",
	Short: "Retrieve AWS credentials in the appropriate format for external credential processes",
	// Source: github.com/aws/rolesanywhere-credential-helper/cmd/credential_process.go:20 (syntax: the URL ends a sentence of the command's long help text, so it is prose and not a URI.)
	Long: `To retrieve AWS credentials in the appropriate format for external
credential processes, as determined by the SDK/CLI. More information can be
found at: https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-sourcing-external.html`, // lookalike
}
