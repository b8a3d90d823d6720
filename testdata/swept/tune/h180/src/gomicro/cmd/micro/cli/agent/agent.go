// Package agent holds the micro agent commands.
package agent

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

// Source: go-micro.dev/v6/cmd/micro/cli/agent/agent.go:20 (syntax: quick-check help text printed to the user with documentation links on their own lines among words, prose by rule 4; uniform sample 6 of 10 help texts)
const firstAgentQuickChecksHelp = "First-agent failure-mode quick checks\n\nUse this when scaffold -> run -> chat -> inspect stalls.\n\n1. Confirm prerequisites before starting the gateway:\n   micro agent preflight\n\nRecovery docs:\n  https://go-micro.dev/docs/guides/debugging-agents.html\n  https://go-micro.dev/docs/guides/no-secret-first-agent.html" // lookalike

// Commands registered by this package.
var Commands = []*cli.Command{{
	Name:  "quickcheck",
	Usage: "Print the first-agent recovery map",
	Action: func(c *cli.Context) error {
		fmt.Fprintln(c.App.Writer, firstAgentQuickChecksHelp)
		return nil
	},
}}
