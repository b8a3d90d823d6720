// Package godog holds cases rewritten from github.com/cucumber/godog.
package godog

import (
	"fmt"
	"strconv"
)

func yellow(s string) string { return s }

func buildCmdRunFunc() {
	fmt.Println(yellow("Use of godog CLI is deprecated, please use *testing.T instead."))
	// Source: github.com/cucumber/godog/cmd/godog/internal/cmd_build.go:43 (syntax: the URL sits inside a console message joined to words around it, which is prose and not a URI (rule 4))
	fmt.Println(yellow("See https://github.com/cucumber/godog/discussions/478 for details.")) // lookalike
}

func runCmdRunFunc() {
	// Source: github.com/cucumber/godog/cmd/godog/internal/cmd_run.go:47 (syntax: the URL sits inside a console message joined to words around it, which is prose and not a URI (rule 4))
	fmt.Println(yellow("See https://github.com/cucumber/godog/discussions/478 for details.")) // lookalike
}

// Feature mirrors the gherkin document whose Uri field holds a feature file path.
type Feature struct {
	Uri string
}

func filterByLine(ft *Feature, line int) {
	if line != -1 {
		// Source: github.com/cucumber/godog/internal/parser/parser.go:129 (colonpath: the gherkin Uri field holds a feature file path and ":"+line appends a line location, it is never used as a URI reference)
		ft.Uri += ":" + strconv.Itoa(line) // lookalike
	}
}

// Pickle mirrors the gherkin pickle whose Uri field holds a feature file path.
type Pickle struct {
	Uri string
}

func stepLocation(pickle *Pickle, line int64) string {
	// Source: github.com/cucumber/godog/internal/formatters/fmt_events.go:341 (hostjoin: the format joins a feature file path and a line number into a file:line location, not a host and a port into a URI)
	return fmt.Sprintf("%s:%d", pickle.Uri, line) // lookalike
}
