package alertmanager

import (
	"fmt"
	"net"
)

// AcceptanceOpts are the options of an acceptance test.
type AcceptanceOpts struct {
	RoutePrefix string
}

// Alertmanager encapsulates an Alertmanager process and allows
// declaring alerts being pushed to it at fixed points in time.
type Alertmanager struct {
	apiAddr string
	Opts    *AcceptanceOpts
}

// APIAddr returns the address of the Alertmanager API, host:port from its listener.
func (am *Alertmanager) APIAddr() string {
	return am.apiAddr
}

func (am *Alertmanager) listen() error {
	l, err := net.Listen("tcp", "localhost:0")
	if err != nil {
		return err
	}
	am.apiAddr = l.Addr().String()
	return l.Close()
}

func (am *Alertmanager) getURL(path string) string {
	// Source: github.com/prometheus/alertmanager/test/cli/acceptance.go:360 (hostjoin: APIAddr is already host:port from the listener; nothing joins a host and a port here)
	return fmt.Sprintf("http://%s%s%s", am.APIAddr(), am.Opts.RoutePrefix, path) // lookalike
}
