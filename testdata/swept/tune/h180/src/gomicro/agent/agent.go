// Package agent runs AI agents as go-micro services.
package agent

import (
	"net/http"

	"gomicro/gateway/a2a"
)

// Options configures an agent.
type Options struct {
	Name     string
	Services []string
	// A2AAddress, if set, makes Run serve this agent over the A2A protocol
	// on that address directly (no separate gateway), e.g. ":4000".
	A2AAddress string
}

// Option sets an option.
type Option func(*Options)

// WithA2A makes Run serve the agent over the A2A protocol on addr (e.g.
// ":4000"), so other agents can reach it directly by URL without a
// separate gateway.
func WithA2A(addr string) Option {
	return func(o *Options) { o.A2AAddress = addr }
}

type agentImpl struct {
	opts Options
}

// Run starts the agent.
func (a *agentImpl) Run() error {
	if a.opts.A2AAddress != "" {
		// Source: go-micro.dev/v6/agent/agent.go:611 (hostjoin: the host is the constant localhost and A2AAddress is the documented ":4000"-style listen address, so no IPv6 host is joined by hand; fine under the hostjoin check of the table)
		card := a2a.Card(a.opts.Name, "http://localhost"+a.opts.A2AAddress, a.opts.Services) // lookalike
		_ = card
		go func() {
			_ = http.ListenAndServe(a.opts.A2AAddress, nil)
		}()
	}
	return nil
}
