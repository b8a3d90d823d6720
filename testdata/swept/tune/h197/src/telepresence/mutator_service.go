package telepresence

import (
	"io"
	"regexp"
)

// logFilter drops log lines that match rx before writing the rest to wr.
type logFilter struct {
	rx *regexp.Regexp
	wr io.Writer
}

func (l *logFilter) Write(p []byte) (int, error) {
	if l.rx.Match(p) {
		return len(p), nil
	}
	return l.wr.Write(p)
}

// newAgentInjectorLogFilter mirrors the agent-injector's ServeMutator, which filters a harmless net/http log message.
func newAgentInjectorLogFilter(w io.Writer) io.Writer {
	// Filter this message. It's harmless and caused by the kube-apiserver dropping the connection
	// prematurely. It is always retried.
	return &logFilter{
		// Source: github.com/telepresenceio/telepresence/v2/cmd/traffic/cmd/manager/mutator/service.go:167 (syntax: a regular expression matching the net/http log text "http: TLS handshake error", prose by rule 4 and no URI)
		rx: regexp.MustCompile(`http: TLS handshake error from .*: EOF\s*\z`), // lookalike
		wr: w,
	}
}
