package main

import (
	"bytes"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/passes/sites"
)

// Exit statuses, as go vet uses them: 1 for findings.
const (
	exitClean    = 0
	exitFindings = 1
	exitError    = 2
)

// options are the command's flags, less the checks' own.
type options struct {
	fix     bool
	diff    bool
	json    bool
	format  string
	tests   bool
	explain string
	list    bool
}

// run is the standalone command: it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	var opts options
	fs := flag.NewFlagSet("urilint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&opts.fix, "fix", false, "apply the fixes that keep each URI equivalent")
	fs.BoolVar(&opts.diff, "diff", false, "with or without -fix: print the fixes as a unified diff, change no file")
	fs.BoolVar(&opts.json, "json", false, "print findings as JSON, in the shape of go vet -json")
	fs.StringVar(&opts.format, "f", "text", "output `format`: text, json or sarif")
	fs.BoolVar(&opts.tests, "tests", true, "analyze test files too")
	fs.StringVar(&opts.explain, "explain", "", "print the documentation of the check `NAME`")
	fs.BoolVar(&opts.list, "list", false, "list the checks")
	// -checks, -NAME, -NAME.OPTION and -sinks, as every door has them.
	config := analyzer.Flags(fs)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: urilint [flags] [packages]\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitClean
		}
		return exitError
	}

	switch {
	case opts.explain != "":
		text, err := analyzer.Explain(opts.explain)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return exitError
		}
		fmt.Fprint(stdout, text)
		return exitClean
	case opts.list:
		printList(stdout)
		return exitClean
	}
	if opts.json {
		opts.format = "json"
	}
	if opts.format != "text" && opts.format != "json" && opts.format != "sarif" {
		fmt.Fprintf(stderr, "urilint: unknown format %q (want text, json or sarif)\n", opts.format)
		return exitError
	}

	cfg, err := config()
	var suite *analyzer.Suite
	if err == nil {
		suite, err = analyzer.NewSuite(cfg)
	}
	if err != nil {
		fmt.Fprintf(stderr, "urilint: %v\n", err)
		return exitError
	}
	selected := suite.Selected()

	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	if len(selected) == 0 {
		return exitClean
	}

	// Every output goes through a mask, which learns the passwords of the
	// sites as the packages are analyzed.
	maskOut, maskErr := newMaskWriter(stdout), newMaskWriter(stderr)
	defer maskOut.Flush()
	defer maskErr.Flush()
	stdout, stderr = maskOut, maskErr

	// With -fix, a fix may make another possible, or two may touch the
	// same bytes: analyze the fixed code again, until nothing more is
	// fixed, so that a second -fix has nothing left to do.
	for round := 1; ; round++ {
		var loadErrs bytes.Buffer // printed once the passwords are known
		findings, secrets, status := analyze(suite, patterns, opts.tests, &loadErrs)
		maskOut.hide(secrets)
		maskErr.hide(secrets)
		_, _ = loadErrs.WriteTo(stderr)
		if status == exitError && findings == nil {
			return status
		}
		if opts.fix || opts.diff {
			fixed, err := applyFixes(findings, opts.diff, stdout)
			if err != nil {
				fmt.Fprintf(stderr, "urilint: %v\n", err)
				return exitError
			}
			if opts.fix && !opts.diff && len(fixed) > 0 && round < maxFixRounds {
				continue
			}
		}
		if err := printFindings(stdout, opts.format, findings); err != nil {
			fmt.Fprintf(stderr, "urilint: %v\n", err)
			return exitError
		}
		if opts.fix && !opts.diff {
			_ = maskOut.Flush() // the findings before what is said of them
			printUnfixed(stderr, findings, selected)
		}
		if len(findings) > 0 && status == exitClean {
			status = exitFindings
		}
		return status
	}
}

// loadPackages is packages.Load; a test may reuse what it loaded.
var loadPackages = packages.Load

// maxFixRounds bounds the rounds of -fix; fixes touch only literals, and
// in practice two rounds settle them.
const maxFixRounds = 5

// analyze loads the packages and runs the analyzers. It returns the
// findings, the passwords of the sites, and exitError if some packages did
// not load or an analyzer failed; nil findings with exitError mean nothing
// could be analyzed.
func analyze(suite *analyzer.Suite, patterns []string, tests bool, stderr io.Writer) ([]finding, []string, int) {
	var mu sync.Mutex
	var secrets []string
	analyzers := noting(suite, suite.Selected(), false, func(kind string, fields ...string) {
		if kind == "password" {
			mu.Lock()
			secrets = append(secrets, fields[0])
			mu.Unlock()
		}
	})
	pkgs, err := loadPackages(&packages.Config{Mode: packages.LoadAllSyntax, Tests: tests}, patterns...)
	if err != nil {
		fmt.Fprintf(stderr, "urilint: %s\n", loadError(err))
		return nil, nil, exitError
	}
	status := exitClean
	if n := printLoadErrors(stderr, pkgs); n > 0 {
		status = exitError
	}
	if cgo := skippedCgo(pkgs); len(cgo) > 0 {
		fmt.Fprintf(stderr, "urilint: %s not checked: they import \"C\", and cgo is off (CGO_ENABLED=0, or no C compiler): %s\n",
			plural(len(cgo), "file"), strings.Join(cgo[:min(3, len(cgo))], ", ")+map[bool]string{true: ", …"}[len(cgo) > 3])
	}
	graph, err := checker.Analyze(analyzers, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "urilint: %v\n", err)
		return nil, nil, exitError
	}
	findings, errs := collect(graph)
	for _, err := range errs {
		fmt.Fprintf(stderr, "urilint: %v\n", err)
		status = exitError
	}
	if findings == nil {
		findings = []finding{}
	}
	return findings, secrets, status
}

func printList(w io.Writer) {
	fmt.Fprintf(w, "%-12s %-8s %-7s %s\n", "CHECK", "DEFAULT", "FIX", "TITLE")
	for _, c := range analyzer.Checks() {
		def := "off"
		if c.Default() {
			def = "on"
		}
		fmt.Fprintf(w, "%-12s %-8s %-7s %s\n", c.Name, def, c.Fix, c.Doc.Title)
	}
}

// A finding is a diagnostic with what the outputs need.
type finding struct {
	analyzer *analysis.Analyzer
	pkg      string // package ID
	fset     *token.FileSet
	diag     analysis.Diagnostic
	posn     token.Position
}

type findingKey struct {
	posn     token.Position
	analyzer string
	message  string
}

func (f finding) key() findingKey { return findingKey{f.posn, f.analyzer.Name, f.diag.Message} }

// collect gathers the diagnostics of the root packages, once each: a file
// of package p is also in its test variant. Malformed //lint: directives
// are findings too.
func collect(g *checker.Graph) ([]finding, []error) {
	var out []finding
	var errs []error
	seen := make(map[findingKey]bool)
	add := func(f finding) {
		if !seen[f.key()] {
			seen[f.key()] = true
			out = append(out, f)
		}
	}
	roots := make(map[*packages.Package]bool)
	sinksErrs := make(map[string]bool)
	// broken reports whether p or a package it imports did not load,
	// which fails the analysis of p for a reason already said.
	brokenMemo := make(map[*packages.Package]bool)
	var broken func(p *packages.Package) bool
	broken = func(p *packages.Package) bool {
		if b, ok := brokenMemo[p]; ok {
			return b
		}
		brokenMemo[p] = false // an import cycle is no error of loading
		b := len(p.Errors) > 0
		for _, imp := range p.Imports {
			b = b || broken(imp)
		}
		brokenMemo[p] = b
		return b
	}
	for _, act := range g.Roots {
		roots[act.Package] = true
		var sinksErr *sites.SinksError
		switch {
		case errors.As(act.Err, &sinksErr):
			// A wrong -sinks entry: said once, not once per package
			// variant and under whichever check took it; the check ran
			// all the same, on the sinks declared right.
			if msg := sinksErr.Error(); !sinksErrs[msg] {
				sinksErrs[msg] = true
				errs = append(errs, fmt.Errorf("-%s: %w", sites.SinksFlag, sinksErr))
			}
		case act.Err != nil && !broken(act.Package):
			errs = append(errs, fmt.Errorf("%s: %s: %w", act.Package.ID, act.Analyzer.Name, act.Err))
			continue
		case act.Err != nil:
			continue // printLoadErrors said why
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			add(finding{act.Analyzer, act.Package.ID, fset, d, fset.Position(d.Pos)})
		}
	}
	slices.SortFunc(out, func(a, b finding) int {
		return cmp.Or(strings.Compare(a.posn.Filename, b.posn.Filename), cmp.Compare(a.posn.Offset, b.posn.Offset),
			strings.Compare(a.analyzer.Name, b.analyzer.Name), strings.Compare(a.diag.Message, b.diag.Message))
	})
	return out, errs
}

// relPath shows a file relative to the working directory when it is
// inside it, as go vet does.
func relPath(name string) string {
	wd, err := os.Getwd()
	if err != nil {
		return name
	}
	if rel, err := filepath.Rel(wd, name); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return name
}
