// Package api is the micro api command.
package api

import "github.com/urfave/cli/v2"

// Commands registered by this package.
var Commands []*cli.Command

func init() {
	Commands = append(Commands, &cli.Command{
		Name:  "api",
		Usage: "Run a lightweight HTTP-to-RPC API gateway",
		// Source: go-micro.dev/v6/cmd/micro/api/api.go:42 (syntax: multi-line help text whose curl examples, with shell line continuations, hold local URLs among words, prose by rule 4; uniform sample 6 of 10 help texts)
		Description: "Start an HTTP gateway that proxies JSON requests to go-micro services.\n\nRequests are routed by URL path:\n  POST /service/endpoint  →  calls service.endpoint via RPC\n\nExamples:\n  # Call a service through the gateway\n  curl -XPOST -d '{\"name\":\"Alice\"}' http://localhost:8080/greeter/Greeter.Hello\n\n  # Or use the Micro-Endpoint header\n  curl -XPOST -H 'Micro-Endpoint: Greeter.Hello' \\\n    -d '{\"name\":\"Alice\"}' http://localhost:8080/greeter", // lookalike
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "address", Usage: "Address to listen on", Value: ":8080", EnvVars: []string{"MICRO_API_ADDRESS"}},
		},
	})
}
