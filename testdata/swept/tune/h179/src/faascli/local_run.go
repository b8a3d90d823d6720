package faascli

import "fmt"

type runOptions struct {
	port int
}

func runFunction(name string, opts runOptions) {
	// Source: github.com/openfaas/faas-cli/commands/local_run.go:241 (syntax: the address is only printed inside a status message, prose by rule 4, and the %d verb is filled with the local port)
	fmt.Printf("Starting local-run for: %s on: http://0.0.0.0:%d\n\n", name, opts.port) // lookalike
}
