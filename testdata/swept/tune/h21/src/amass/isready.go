package amass

import (
	"context"
	"flag"
	"time"
)

var hostname string

func init() {
	flag.StringVar(&hostname, "host", "", "Hostname or IP address of the Amass Engine")
}

// EngineReady reports whether the engine at the --host flag answers.
func EngineReady() bool {
	if hostname == "" {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()

	// Source: github.com/owasp-amass/amass/cmd/ae_isready/main.go:46 (hostjoin: the --host flag, "Hostname or IP address", joined with ":4000"; an IPv6 address needs brackets)
	u := "http://" + hostname + ":4000/graphql" // defect hostjoin
	if _, err := RequestWebPage(ctx, &Request{URL: u}); err != nil {
		// a failure to respond indicates that the server is not yet available
		return false
	}
	return true
}
