// Package a2a is the micro a2a command.
package a2a

import "github.com/urfave/cli/v2"

// Commands registered by this package.
var Commands []*cli.Command

func init() {
	Commands = append(Commands, &cli.Command{
		Name:  "a2a",
		Usage: "Agent2Agent (A2A) protocol gateway",
		// Source: go-micro.dev/v6/cmd/micro/a2a/a2a.go:18 (syntax: multi-line command help text with an example base URL among words, prose by rule 4; uniform sample 6 of 10 help texts)
		Description: "Expose registered agents over the A2A protocol so other agents can\ndiscover and call them.\n\nExamples:\n  # Serve the A2A gateway over HTTP\n  micro a2a serve --address :4000 --base_url https://agents.example.com\n\n  # List agents and their A2A card URLs\n  micro a2a list", // lookalike
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "address", Usage: "Address to listen on", Value: ":4000"},
			&cli.StringFlag{Name: "base_url", Usage: "Public base URL for Agent Cards"},
		},
	})
}
