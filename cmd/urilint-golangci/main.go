// Command urilint-golangci builds golangci-lint with urilint's module
// plugin, from the module proxy, and says how to configure it:
//
//	urilint-golangci [-o path] [-src dir]
//
// It does what golangci-lint custom does with a .custom-gcl.yml that names
// the plugin, but golangci-lint custom clones golangci-lint from its code
// host, and this fetches the release pinned here through the Go module
// proxy, so it works where only the proxy is reachable.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	out := flag.String("o", "", "write golangci-lint to `path` (default: golangci-lint-urilint in $(go env GOBIN), or $(go env GOPATH)/bin)")
	src := flag.String("src", "", "build with the urilint module in `dir` instead of the version this command was built from")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: urilint-golangci [-o path] [-src dir]\n\nBuilds golangci-lint %s with urilint's plugin.\n\n", GolangciVersion)
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	path, err := Build(Options{Out: *out, URILintDir: *src, Log: os.Stderr})
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint-golangci: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf(instructions, path, Config, path)
}

const instructions = `built %s

Enable urilint in .golangci.yml:

%s
and run it in place of golangci-lint:

  %s run ./...
`

// Config is the .golangci.yml that README shows and the tests use: it
// turns off what hides urilint's findings or shows passwords.
const Config = `version: "2"
linters:
  enable:
    - urilint
  settings:
    custom:
      urilint:
        type: module
        description: checks the URIs in Go code against RFC 3986
        settings:
          disable: [hostcase]      # or enable: [...], enable-all: true, disable-all: true
          options:
            schemecase:
              tests: false         # -schemecase.tests=false
issues:
  uniq-by-line: false              # urilint may find several things on one line
output:
  formats:
    text:
      path: stdout
      print-issued-lines: false    # golangci-lint prints source lines as they are, passwords too
`
