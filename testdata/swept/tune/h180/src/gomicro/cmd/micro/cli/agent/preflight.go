package agent

import (
	"fmt"
	"io"
	"net"
)

type preflightDeps struct {
	lookPath func(string) (string, error)
	listen   func(network, addr string) (net.Listener, error)
}

func runPreflight(w io.Writer, failures int) error {
	if failures > 0 {
		return fmt.Errorf("first-agent preflight failed: %d check(s) need attention", failures)
	}
	// Source: go-micro.dev/v6/cmd/micro/cli/agent/preflight.go:63 (syntax: a success message printed to the user with a local URL among words, prose by rule 4)
	fmt.Fprintln(w, "\nReady for the first-agent walkthrough: micro run, then open http://localhost:8080/agent or use micro chat.") // lookalike
	return nil
}

func checkGoToolchain(deps preflightDeps) preflightCheck {
	_, err := deps.lookPath("go")
	if err != nil {
		// Source: go-micro.dev/v6/cmd/micro/cli/agent/preflight.go:94 (syntax: a fix hint shown to the user with the Go download URL among words, prose by rule 4)
		return preflightCheck{Name: "Go toolchain", Detail: "go was not found on PATH", Fix: "Install Go 1.24 or newer from https://go.dev/doc/install and ensure go is on PATH."} // lookalike
	}
	return preflightCheck{Name: "Go toolchain", OK: true}
}

func checkPortAvailable(deps preflightDeps, addr, use string) preflightCheck {
	ln, err := deps.listen("tcp", addr)
	if err != nil {
		// Source: go-micro.dev/v6/cmd/micro/cli/agent/preflight.go:136 (syntax: a next-step hint shown to the user with a local URL among words, prose by rule 4)
		return preflightCheck{Name: "local port " + addr, Detail: "busy or unavailable for " + use, Next: "Once the gateway starts, open http://localhost:8080/agent or continue with docs/guides/your-first-agent.html#chat-with-your-agent."} // lookalike
	}
	_ = ln.Close()
	return preflightCheck{Name: "local port " + addr, OK: true}
}
