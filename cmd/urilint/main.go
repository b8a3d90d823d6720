// Command urilint finds the strings in Go code that are used as URIs and
// checks them against RFC 3986.
//
// Usage:
//
//	urilint [flags] [packages]
//
// It loads the packages (default "."), runs the enabled checks and prints
// what they find. Flags:
//
//	-checks list    checks to run: "default", "all", names, and -name to remove one
//	-NAME           enable (-NAME=true) or disable (-NAME=false) one check
//	-NAME.OPTION    set an option of a check
//	-fix            apply the fixes that keep each URI equivalent
//	-diff           print those fixes as a unified diff instead
//	-json           print findings as JSON, in the shape of go vet -json
//	-f FORMAT       text (default), json, or sarif (SARIF 2.1.0)
//	-tests          analyze test files too (default true)
//	-explain NAME   print the documentation of a check
//	-list           list the checks, whether they are on by default and have a fix
//	-sinks list     the project's functions, methods and fields that take a URI
//
// The exit status is 0 when nothing is found, 1 when a check reports
// something (after -fix: something it could not fix, counted on stderr
// with why), and 2 when urilint could not run: a bad flag, or packages
// that do not load. No output shows a userinfo password.
//
// The same binary is a vet tool and a fix tool for the go command, which
// wants its absolute path, and takes the same flags:
//
//	go vet -vettool="$(go env GOPATH)/bin/urilint" ./...
//	urilint=$(go tool -n urilint) && go fix -fixtool="$urilint" ./...
//
// A finding is silenced by a "//lint:ignore CHECK reason" comment on its
// line or the line above, and "//lint:file-ignore CHECK reason" silences a
// check in a whole file.
package main

import (
	"os"
	"slices"
	"strings"
)

func main() {
	if isToolProtocol(os.Args[1:]) {
		// The go command asks for our version and flags, then runs us
		// once a package with a JSON configuration file.
		mainTool(os.Args[1:])
		return
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// isToolProtocol reports whether the go command runs urilint as a vet or
// fix tool.
func isToolProtocol(args []string) bool {
	return slices.ContainsFunc(args, func(a string) bool {
		return a == "-V=full" || a == "-flags" || strings.HasSuffix(a, ".cfg") && !strings.HasPrefix(a, "-")
	})
}
