package telepresence

import (
	"fmt"
	"io"
)

// reportBugHint mirrors the CLI main's hint printed after an error that might be a bug.
func reportBugHint(w io.Writer) {
	fmt.Fprintln(w, "If you think you have encountered a bug"+
		", please run `telepresence gather-logs` and attach the "+
		"telepresence_logs.zip to your github issue or create a new one: "+
		// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/main.go:86 (syntax: an issue URL inside a message joined to words and a trailing period, prose by rule 4)
		"https://github.com/telepresenceio/telepresence/issues/new?template=Bug_report.md .") // lookalike
}
