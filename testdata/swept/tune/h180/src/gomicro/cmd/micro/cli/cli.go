// Package cli holds the micro CLI commands.
package cli

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

// Source: go-micro.dev/v6/cmd/micro/cli/cli.go:49 (syntax: wayfinding text printed to the user listing guide links under words, prose by rule 4; uniform sample 6 of 10 help texts)
const examplesWayfinding = "First-agent examples (no provider key required)\n\nRun these from a go-micro repository checkout in this order.\n\n  1. Smallest service-backed agent\n       go run ./examples/first-agent\n\nGuides:\n  https://go-micro.dev/docs/guides/no-secret-first-agent.html\n  https://go-micro.dev/docs/guides/your-first-agent.html\n  https://go-micro.dev/docs/guides/debugging-agents.html\n  https://go-micro.dev/docs/guides/zero-to-hero.html" // lookalike

// Commands registered by this package.
var Commands = []*cli.Command{{
	Name:  "examples",
	Usage: "Show the first-agent examples",
	Action: func(ctx *cli.Context) error {
		fmt.Fprintln(ctx.App.Writer, examplesWayfinding)
		return nil
	},
}}
