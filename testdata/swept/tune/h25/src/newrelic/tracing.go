package newrelic

import "fmt"

var hostsToReplace = map[string]struct{}{
	"localhost":       {},
	"127.0.0.1":       {},
	"0.0.0.0":         {},
	"0:0:0:0:0:0:0:1": {},
	"::1":             {},
	"0:0:0:0:0:0:0:0": {},
	"::":              {},
}

func datastoreSpanAddress(host, portPathOrID string) string {
	if host != "" && portPathOrID != "" {
		// Source: github.com/newrelic/go-agent/v3/newrelic/tracing.go:749 (hostjoin: the "peer.address" attribute of a datastore span, host and port, path or ID joined with ':'; no scheme, no URI)
		return host + ":" + portPathOrID // lookalike
	}
	if host != "" {
		return host
	}
	return portPathOrID
}

type observerURL struct {
	host   string
	secure bool
}

const localTestingHost = "localhost"

// traceObserverURL is the gRPC target of the infinite tracing observer.
func traceObserverURL(configHost string, port int) *observerURL {
	if configHost == "" {
		return nil
	}
	if port == 0 {
		port = 443
	}
	return &observerURL{
		host:   fmt.Sprintf("%s:%d", configHost, port),
		secure: configHost != localTestingHost,
	}
}
