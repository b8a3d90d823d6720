package kopia

import "strings"

const serverOutputAddress = "SERVER ADDRESS: "

// ServerParameters encapsulates parameters captured by processing stderr of 'kopia server start'.
type ServerParameters struct {
	BaseURL string
}

// ProcessOutput processes output lines from a server that's starting up.
func (s *ServerParameters) ProcessOutput(l string) bool {
	if after, ok := strings.CutPrefix(l, serverOutputAddress); ok {
		s.BaseURL = after
		return false
	}

	return true
}
