package vhs

import (
	"fmt"
	"math/rand"
)

// targetCreateTarget stands in for the browser protocol call that opens a page at URL.
type targetCreateTarget struct {
	URL string
}

func randomPort() int { return 1024 + rand.Intn(60000) }

// openTerminalPage points the headless browser at the local ttyd server.
func openTerminalPage() targetCreateTarget {
	port := randomPort()
	// Source: github.com/charmbracelet/vhs/vhs.go:146 (hostjoin: the host joined to the port is the constant localhost, never an IPv6 literal)
	return targetCreateTarget{URL: fmt.Sprintf("http://localhost:%d", port)} // lookalike
}

var _ = []interface{}{warnIgnoredSetting, ensureDependencies, manBugs, publishShareInstructions, openTerminalPage}
