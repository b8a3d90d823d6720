// Package deploy is the micro deploy command.
package deploy

import (
	"fmt"
	"os/exec"

	"github.com/urfave/cli/v2"
)

func checkServerInit(host, remotePath string) error {
	checkCmd := fmt.Sprintf("test -f %s/.micro-initialized", remotePath)
	sshCmd := exec.Command("ssh", host, checkCmd)
	if err := sshCmd.Run(); err != nil {
		// Source: go-micro.dev/v6/cmd/micro/cli/deploy/deploy.go:315 (syntax: error text with a curl | sh install command and format verbs for the host, prose by rule 4; uniform sample 6 of 10 help texts)
		return fmt.Errorf("\n\u2717 Server not initialized\n\n  micro is not set up on %s.\n\n  Run this on the server:\n    ssh %s\n    curl -fsSL https://go-micro.dev/install.sh | sh\n    sudo micro init --server\n\n  Or initialize remotely (requires sudo):\n    micro init --server --remote %s", host, host, host) // lookalike
	}
	return nil
}

// Commands registered by this package.
var Commands = []*cli.Command{{
	Name:  "deploy",
	Usage: "Deploy services to a remote server",
	// Source: go-micro.dev/v6/cmd/micro/cli/deploy/deploy.go:494 (syntax: command help text with an install URL inside a quoted shell command among words, prose by rule 4; uniform sample 6 of 10 help texts)
	Description: "Deploy copies binaries to a remote server and manages them with systemd.\n\nBefore deploying, initialize the server:\n  ssh user@server 'curl -fsSL https://go-micro.dev/install.sh | sh && sudo micro init --server'\n\nThen deploy:\n  micro deploy user@server", // lookalike
}}
