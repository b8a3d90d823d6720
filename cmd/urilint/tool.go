package main

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/passes/sites"
)

// notesEnv names the file where the analysis of one package, run under
// the go command's tool protocol, writes what the process around it needs:
// the passwords to mask, and the findings -fix left.
const notesEnv = "URILINT_UNIT_NOTES"

// unitConfig returns the package configuration file among the arguments
// that the go command gives a vet or fix tool.
func unitConfig(args []string) (string, bool) {
	for _, a := range args {
		if strings.HasSuffix(a, ".cfg") && !strings.HasPrefix(a, "-") {
			return a, true
		}
	}
	return "", false
}

// forFacts returns the analyzers for a dependency whose facts alone the
// go command wants: the checks' site finder, which exports them, and the
// checks with their flags (the go command passes them) but nothing to run.
// unitchecker would otherwise run every check there, as each requires the
// site finder, which has facts (the filter that unitchecker's own TODO
// calls backwards).
func forFacts(finder *analysis.Analyzer, as []*analysis.Analyzer) []*analysis.Analyzer {
	out := []*analysis.Analyzer{finder}
	for _, a := range as {
		out = append(out, idle(a))
	}
	return out
}

// idle returns a copy of a that has the same name and flags, so that the
// go command may pass them, but requires and does nothing.
func idle(a *analysis.Analyzer) *analysis.Analyzer {
	b := *a
	b.Requires = nil
	b.Run = func(*analysis.Pass) (any, error) { return nil, nil }
	return &b
}

// splitConfigFlags splits the arguments of the tool protocol into the
// flags that configure the checks (analyzer.Flags) and the rest.
func splitConfigFlags(args []string) (ours, rest []string) {
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	analyzer.Flags(fs)
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || !strings.HasPrefix(a, "-") {
			rest = append(rest, args[i:]...)
			break
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			rest = append(rest, a)
			continue
		}
		ours = append(ours, a)
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !hasValue && !(ok && b.IsBoolFlag()) && i+1 < len(args) {
			i++
			ours = append(ours, args[i])
		}
	}
	return ours, rest
}

// printsSource reports whether the go command asks for output that shows
// source text, where a password may stand: fixes and diffs (go fix, -fix,
// -diff) and context lines (-c). Without them only messages are printed,
// and they hide passwords already, so no child process is worth its cost.
func printsSource(args []string) bool {
	return slices.ContainsFunc(args, func(a string) bool {
		a = "-" + strings.TrimLeft(a, "-")
		name, _, _ := strings.Cut(a, "=")
		return name == "-fix" || name == "-diff" || name == "-c"
	})
}

// factsOnly reports whether the go command asks only for the facts of a
// dependency: nothing is printed then, so there is nothing to mask, and
// no child process is worth its cost.
func factsOnly(cfgFile string) bool {
	var cfg struct{ VetxOnly bool }
	data, err := os.ReadFile(cfgFile)
	return err == nil && json.Unmarshal(data, &cfg) == nil && cfg.VetxOnly
}

// runUnit analyzes one package for the go command. unitchecker writes
// the JSON, diffs and messages itself, then exits; so it runs in a child
// process, and this one masks what the child printed and wrote, and says
// what -fix left. It returns the child's exit status.
func runUnit(cfgFile string, args []string) int {
	var cfg struct {
		ID, ImportPath string
		Stdout         string // where -json and -diff output goes
		VetxOnly       bool
	}
	if data, err := os.ReadFile(cfgFile); err == nil {
		_ = json.Unmarshal(data, &cfg) // unitchecker reports a bad file
	}
	notes, err := os.CreateTemp("", "urilint-unit-")
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		return 1
	}
	notes.Close()
	defer os.Remove(notes.Name())

	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		return 1
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(self, args...)
	cmd.Args[0] = os.Args[0] // as the go command named us
	cmd.Env = append(os.Environ(), notesEnv+"="+notes.Name())
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, &stdout, &stderr
	status := 0
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
			return 1
		}
		status = exit.ExitCode()
	}

	secrets, unfixed := readNotes(notes.Name())
	mask := func(w io.Writer) *maskWriter {
		m := newMaskWriter(w)
		m.hide(secrets)
		return m
	}
	if cfg.Stdout != "" {
		if data, err := os.ReadFile(cfg.Stdout); err == nil {
			var b bytes.Buffer
			m := mask(&b)
			_, _ = m.Write(data)
			if m.Flush() == nil {
				_ = os.WriteFile(cfg.Stdout, b.Bytes(), 0o666)
			}
		}
	}
	out := mask(os.Stdout)
	_, _ = out.Write(stdout.Bytes())
	_ = out.Flush()
	errOut := mask(os.Stderr)
	_, _ = errOut.Write(stderr.Bytes())
	unfixed.print(errOut, cmp.Or(cfg.ImportPath, cfg.ID)+": ")
	_ = errOut.Flush()
	return status
}

// noting returns the analyzers with note called for what the process
// around them needs: each site's password ("password", p) and, with fix,
// each finding reported without a fix to apply ("unfixed", check,
// reason). note may be called concurrently.
func noting(suite *analyzer.Suite, as []*analysis.Analyzer, fix bool, note func(kind string, fields ...string)) []*analysis.Analyzer {
	out := make([]*analysis.Analyzer, len(as))
	for i, a := range as {
		b := *a
		b.Run = func(pass *analysis.Pass) (any, error) {
			if res := suite.Sites(pass); res != nil {
				for _, p := range sitePasswords(pass.Fset, make(map[string][]byte), res.Sites) {
					note("password", p)
				}
			}
			if fix {
				report := pass.Report
				pass.Report = func(d analysis.Diagnostic) {
					if len(d.SuggestedFixes) == 0 {
						note("unfixed", a.Name, unfixedReason(a, d, pass.Fset.Position(d.Pos).Filename))
					}
					report(d)
				}
			}
			return a.Run(pass)
		}
		out[i] = &b
	}
	return out
}

// unitAnalyzers returns the analyzers for the child process, which write
// their notes to the file the parent named.
func unitAnalyzers(suite *analyzer.Suite, as []*analysis.Analyzer, fix bool) []*analysis.Analyzer {
	f, err := os.OpenFile(os.Getenv(notesEnv), os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return as // the messages' own redaction is all there is
	}
	var mu sync.Mutex
	return noting(suite, as, fix, func(kind string, fields ...string) {
		line := kind
		for _, s := range fields {
			line += "\t" + strconv.Quote(s)
		}
		mu.Lock()
		defer mu.Unlock()
		_, _ = f.WriteString(line + "\n")
	})
}

// readNotes reads what the child wrote to the notes file.
func readNotes(name string) ([]string, unfixedCount) {
	var secrets []string
	unfixed := make(unfixedCount)
	f, err := os.Open(name)
	if err != nil {
		return nil, unfixed
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		for i := 1; i < len(fields); i++ {
			fields[i], _ = strconv.Unquote(fields[i])
		}
		switch {
		case fields[0] == "password" && len(fields) == 2:
			secrets = append(secrets, fields[1])
		case fields[0] == "unfixed" && len(fields) == 3:
			unfixed[[2]string{fields[1], fields[2]}]++
		}
	}
	return secrets, unfixed
}

// mainTool is main under the go command's tool protocol.
func mainTool(args []string) {
	if cfgFile, ok := unitConfig(args); ok && os.Getenv(notesEnv) == "" && printsSource(args) && !factsOnly(cfgFile) {
		os.Exit(runUnit(cfgFile, args))
	}
	// The flags that configure the checks are read here, as the command
	// reads them, and taken out of what unitchecker parses: it would run
	// checks that are off by default, and read -NAME=true as "only NAME".
	// They are still declared to it, so that -flags lists them for the
	// go command.
	ours, rest := splitConfigFlags(args)
	cfg, err := analyzer.ParseFlags(ours)
	var suite *analyzer.Suite
	if err == nil {
		suite, err = analyzer.NewSuite(cfg)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "urilint: %v\n", err)
		os.Exit(1)
	}
	flag.String("checks", "default", "comma-separated `list` of checks: default, all, none, NAME, -NAME")
	flag.String(sites.SinksFlag, "", sites.SinksUsage)
	var as []*analysis.Analyzer
	for _, a := range suite.All() {
		if !suite.On(a) {
			a = idle(a)
		}
		as = append(as, a)
	}
	if cfgFile, ok := unitConfig(args); ok && factsOnly(cfgFile) {
		as = forFacts(suite.Finder(), as)
	}
	if os.Getenv(notesEnv) != "" {
		fix := slices.ContainsFunc(rest, func(a string) bool { return a == "-fix" || a == "-fix=true" || a == "--fix" })
		as = unitAnalyzers(suite, as, fix)
	}
	os.Args = append([]string{os.Args[0]}, rest...)
	unitchecker.Main(as...)
}
