// Command urilint-gopls builds gopls with urilint's checks, so that an
// editor shows urilint's findings and offers its fixes as quick fixes.
//
// gopls cannot load analyzers of other modules (golang/go#59869), so this
// builds it from source, at the version pinned here, with one added file
// that appends the checks to gopls' analyzers, the way golangci-lint
// custom builds a linter with plugins:
//
//	urilint-gopls [-o path] [-src dir]
//
// It writes gopls-urilint, not gopls, prints where and how to point
// editors at it; "gopls-urilint version" names the urilint build. The
// checks are turned on and off like gopls' own analyzers, by name in the
// "analyses" setting: {"analyses": {"plainhttp": true}}; their options
// and declared sinks are the command's flags in $URILINT_FLAGS.
//
// Building needs the Go module proxy, and the Go toolchain that gopls
// asks for, which the go command fetches.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	out := flag.String("o", "", "write gopls to `path` (default: "+Name+" in $(go env GOBIN), or $(go env GOPATH)/bin)")
	src := flag.String("src", "", "build with the urilint module in `dir` instead of the version this command was built from")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: urilint-gopls [-o path] [-src dir]\n\nBuilds gopls %s with urilint's checks.\n\n", GoplsVersion)
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	path, err := Build(Options{Out: *out, URILintDir: *src, Log: os.Stderr})
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint-gopls: %v\n", err)
		os.Exit(1)
	}
	abs, _ := filepath.Abs(path)
	fmt.Printf(instructions, abs, abs, abs, abs)
}

const instructions = `built %s

Point your editor at it:

  VS Code (settings.json):
    "go.alternateTools": { "gopls": %q },
    "gopls": { "analyses": { "plainhttp": true, "hostjoin": false } }

  Neovim (nvim-lspconfig):
    require('lspconfig').gopls.setup {
      cmd = { %q },
      settings = { gopls = { analyses = { plainhttp = true, hostjoin = false } } },
    }

  Other editors: run %s as the Go language server.

Every urilint check is an analyzer named as in "urilint -list", on or off
by default as there; "analyses" turns it on (true) or off (false). Options
and declared sinks are the command's flags, in the environment gopls
starts with: URILINT_FLAGS="-port.tests=false -sinks=example.com/pkg.Fetch".
"gopls version" names the urilint build.
`
