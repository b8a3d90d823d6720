package faascli

import (
	"fmt"

	"github.com/spf13/cobra"
)

// publishCmd allows the user to build an OpenFaaS function container
var publishCmd = &cobra.Command{
	// Source: github.com/openfaas/faas-cli/commands/publish.go:73 (syntax: the remote-builder URL sits inside bracketed usage syntax joined to other flags, prose by rule 4; uniform sample 4 of 27 help texts)
	Use:   "publish -f YAML_FILE [--no-cache] [--squash]\n  faas-cli publish --image IMAGE_NAME\n                   --handler HANDLER_DIR\n                   [--platforms linux/amd64,linux/arm64]\n                   [--reset-qemu]\n                   [--remote-builder http://127.0.0.1:8081]", // lookalike
	Short: "Builds and pushes multi-arch OpenFaaS container images",
	RunE:  runPublish,
}

func runPublish(cmd *cobra.Command, args []string) error {
	exitCode := 1
	if exitCode != 0 {
		// Source: github.com/openfaas/faas-cli/commands/publish.go:198 (syntax: a documentation link inside a note printed to the user is prose by rule 4 and the value is only printed)
		fmt.Printf("Note: qemu-user-static only supports AMD64 at this time, see more: https://github.com/multiarch/qemu-user-static\n\n") // lookalike
		return fmt.Errorf("non-zero exit code: %d", exitCode)
	}
	return nil
}
