package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"go/format"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer"
	_ "github.com/urilint/urilint/analyzer/golangci"
	"github.com/urilint/urilint/passes/sites"
)

// doorFlagSets are the configurations every door is driven with: the
// defaults, declared sinks (of passes/sites' testdata, and of none for the
// other packages), and an option changed.
var doorFlagSets = [][]string{
	nil,
	{"-" + sites.SinksFlag + "=declared.Fetch,(*declared.Client).Get#1:reference,declared.Config.Endpoint"},
	{"-port.tests=false"},
}

// A doorTarget is packages to analyze: the import paths of a GOPATH tree
// of testdata, or a pattern of this module.
type doorTarget struct {
	name     string
	gopath   string // the GOPATH root, or "" for this module
	dir      string // where the packages are named from
	patterns []string
}

// doorTargets returns every testdata tree of the repository, found by
// their layout: a check added later, or a set, is covered without a
// change here.
func doorTargets(t *testing.T) []doorTarget {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	var out []doorTarget
	srcs, err := filepath.Glob(filepath.Join(root, "*", "*", "testdata", "src"))
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob(filepath.Join(root, "*", "testdata", "src"))
	sets, _ := filepath.Glob(filepath.Join(root, "testdata", "realworld", "*", "src"))
	srcs = append(append(srcs, more...), sets...)
	slices.Sort(srcs)
	for _, src := range srcs {
		var pkgs []string
		err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() {
				return err
			}
			// A directory named like a Go file is no pattern the go
			// command takes; as a dependency it is loaded all the same.
			if hasGoFiles(path) && !strings.HasSuffix(path, ".go") {
				rel, _ := filepath.Rel(src, path)
				pkgs = append(pkgs, filepath.ToSlash(rel))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, filepath.Dir(src))
		out = append(out, doorTarget{name: filepath.ToSlash(rel), gopath: filepath.Dir(src), dir: src, patterns: pkgs})
	}
	out = append(out, doorTarget{name: "testdata/example", dir: root, patterns: []string{"./testdata/example"}})
	return out
}

func hasGoFiles(dir string) bool {
	entries, _ := os.ReadDir(dir)
	return slices.ContainsFunc(entries, func(e fs.DirEntry) bool { return e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".go") })
}

// env returns the environment the go command needs for the target.
func (tg doorTarget) env() []string {
	if tg.gopath == "" {
		return []string{"GOFLAGS=-mod=mod", "GOPROXY=off"}
	}
	return []string{"GOPATH=" + tg.gopath, "GO111MODULE=off", "GOFLAGS="}
}

// A doorFinding is what every door must agree on: where, which check,
// what it says, and the edits of its fix.
type doorFinding struct {
	file    string // relative to the target's directory
	line    int
	check   string
	message string
	edits   string
}

func (f doorFinding) String() string {
	s := fmt.Sprintf("%s:%d: %s", f.file, f.line, f.message)
	if f.edits != "" {
		s += " [fix " + f.edits + "]"
	}
	return s
}

type doorFindings map[doorFinding]bool

// TestDoorsAgree drives every door of urilint over every testdata tree,
// with each set of doorFlagSets, and checks that they report the same
// findings with the same fixes, and that none fails or panics: the
// command, golangci-lint's plugin made from settings, the analyzers the
// gopls build registers and, without -short, the go command's vet and fix
// tools running this binary.
func TestDoorsAgree(t *testing.T) {
	urilint, err := exec.LookPath("urilint")
	if err != nil {
		t.Fatal(err)
	}
	goCmd := !testing.Short()
	if _, err := exec.LookPath("go"); err != nil {
		goCmd = false
	}
	for _, tg := range doorTargets(t) {
		t.Run(tg.name, func(t *testing.T) {
			for _, kv := range tg.env() {
				k, v, _ := strings.Cut(kv, "=")
				t.Setenv(k, v)
			}
			t.Chdir(tg.dir)
			pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Tests: true}, tg.patterns...)
			if err != nil {
				t.Fatal(err)
			}
			// The command loads as it does for users under go vet; here
			// it analyzes what was loaded once, as the other doors do.
			defer func(load func(*packages.Config, ...string) ([]*packages.Package, error)) { loadPackages = load }(loadPackages)
			loadPackages = func(cfg *packages.Config, patterns ...string) ([]*packages.Package, error) {
				if !slices.Equal(patterns, tg.patterns) || cfg.Mode != packages.LoadAllSyntax || !cfg.Tests {
					t.Fatalf("the command loads %q, not %q", patterns, tg.patterns)
				}
				return pkgs, nil
			}
			for _, flags := range doorFlagSets {
				t.Run(strings.Join(append([]string{"flags"}, flags...), " "), func(t *testing.T) {
					want := commandDoor(t, tg, flags)
					compare(t, "golangci-lint plugin", want, inProcessDoor(t, tg, pkgs, golangciAnalyzers(t, flags), true))
					compare(t, "gopls", want, inProcessDoor(t, tg, pkgs, goplsAnalyzers(t, flags), false))
					if !goCmd {
						return
					}
					compare(t, "go vet -vettool", want, vetDoor(t, tg, urilint, flags))
					if got, want := fixDiff(t, tg, urilint, flags), commandDiff(t, tg, flags); got != want {
						t.Errorf("go fix -fixtool -diff and urilint -diff make different files, once gofmt'd:\n--- go fix\n%s\n--- urilint\n%s", got, want)
					}
				})
			}
		})
	}
}

func compare(t *testing.T, door string, want, got doorFindings) {
	t.Helper()
	var missing, extra []string
	for f := range want {
		if !got[f] {
			missing = append(missing, f.String())
		}
	}
	for f := range got {
		if !want[f] {
			extra = append(extra, f.String())
		}
	}
	if len(missing)+len(extra) == 0 {
		return
	}
	slices.Sort(missing)
	slices.Sort(extra)
	t.Errorf("%s disagrees with the command: %d findings missing, %d more\nmissing:\n\t%s\nmore:\n\t%s", door,
		len(missing), len(extra), strings.Join(first(missing, 10), "\n\t"), strings.Join(first(extra, 10), "\n\t"))
}

func first(s []string, n int) []string { return s[:min(n, len(s))] }

// commandDoor runs the command in this process, with -json.
func commandDoor(t *testing.T, tg doorTarget, flags []string) doorFindings {
	var out, errOut bytes.Buffer
	status := run(append(append([]string{"-json"}, flags...), tg.patterns...), &out, &errOut)
	if status == exitError || strings.Contains(errOut.String(), "panic") {
		t.Fatalf("urilint: status %d\n%s", status, errOut.String())
	}
	return decodeJSON(t, tg, out.Bytes())
}

// vetDoor runs go vet with this binary as its vet tool, with -json.
func vetDoor(t *testing.T, tg doorTarget, urilint string, flags []string) doorFindings {
	args := append(append([]string{"vet", "-vettool=" + urilint, "-json"}, flags...), tg.patterns...)
	out := goCommand(t, tg, args)
	return decodeJSON(t, tg, out)
}

// fixDiff runs go fix with this binary as its fix tool, with -diff, and
// returns the diff of each file once, in order of file.
func fixDiff(t *testing.T, tg doorTarget, urilint string, flags []string) string {
	args := append(append([]string{"fix", "-fixtool=" + urilint, "-diff"}, flags...), tg.patterns...)
	return normalizeDiff(t, tg, goCommand(t, tg, args))
}

// commandDiff is fixDiff for the command's -diff.
func commandDiff(t *testing.T, tg doorTarget, flags []string) string {
	var out, errOut bytes.Buffer
	if status := run(append(append([]string{"-diff"}, flags...), tg.patterns...), &out, &errOut); status == exitError {
		t.Fatalf("urilint -diff: status %d\n%s", status, errOut.String())
	}
	return normalizeDiff(t, tg, out.Bytes())
}

// goCommand runs the go command in the target's directory and returns
// what it printed; a failure other than findings, or a panic, fails t.
func goCommand(t *testing.T, tg doorTarget, args []string) []byte {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = tg.dir
	cmd.Env = append(os.Environ(), tg.env()...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if strings.Contains(out.String(), "panic") {
		t.Fatalf("go %s panicked:\n%s", strings.Join(args, " "), out.String())
	}
	if err != nil && !isFindingsExit(out.Bytes()) {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out.String())
	}
	return out.Bytes()
}

// isFindingsExit reports whether the go command's output says nothing
// but findings, diffs and what -fix left: the status 1 it then has is
// not a failure.
func isFindingsExit(out []byte) bool {
	for line := range strings.Lines(string(out)) {
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "# "), strings.HasPrefix(line, "\t"), strings.HasPrefix(line, "urilint: ") && strings.HasSuffix(line, "not fixed:"):
		case strings.HasPrefix(line, "--- "), strings.HasPrefix(line, "+++ "), strings.HasPrefix(line, "@@ "),
			strings.HasPrefix(line, " "), strings.HasPrefix(line, "+"), strings.HasPrefix(line, "-"), line == "":
		case strings.Contains(line, ".go:") && strings.Contains(line, ": "):
		default:
			return false
		}
	}
	return true
}

// decodeJSON reads go vet -json output: JSON trees, one a package, maybe
// after "# package" lines.
func decodeJSON(t *testing.T, tg doorTarget, data []byte) doorFindings {
	t.Helper()
	var clean bytes.Buffer
	for line := range bytes.Lines(data) {
		if !bytes.HasPrefix(line, []byte("#")) {
			clean.Write(line)
		}
	}
	out := make(doorFindings)
	dec := json.NewDecoder(&clean)
	for {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("%v in\n%s", err, data)
		}
		for _, byCheck := range tree {
			for check, raw := range byCheck {
				var diags []jsonDiagnostic
				if err := json.Unmarshal(raw, &diags); err != nil {
					// {"error": …}: an analysis failed.
					t.Fatalf("%s: %s", check, raw)
				}
				for _, d := range diags {
					i := strings.LastIndexByte(d.Posn, ':')
					j := strings.LastIndexByte(d.Posn[:i], ':')
					line, _ := strconv.Atoi(d.Posn[j+1 : i])
					var edits []string
					for _, fix := range d.SuggestedFixes[:min(1, len(d.SuggestedFixes))] {
						for _, e := range fix.Edits {
							edits = append(edits, fmt.Sprintf("%s:%d-%d %q", tg.rel(e.Filename), e.Start, e.End, e.New))
						}
					}
					out[doorFinding{tg.rel(d.Posn[:j]), line, check, d.Message, strings.Join(edits, ", ")}] = true
				}
			}
		}
	}
	return out
}

// rel returns a file name relative to the target's directory.
func (tg doorTarget) rel(name string) string {
	if !filepath.IsAbs(name) {
		name = filepath.Join(tg.dir, name)
	}
	if rel, err := filepath.Rel(tg.dir, name); err == nil {
		return filepath.ToSlash(rel)
	}
	return name
}

// normalizeDiff returns the files that the diffs in out make, gofmt'd,
// each once, in order of file, named relative to the target's directory:
// go fix formats each file it fixes (x/tools does), and urilint changes
// only the bytes it fixes, so the two agree on what gofmt makes of them.
func normalizeDiff(t *testing.T, tg doorTarget, out []byte) string {
	byFile := make(map[string]string)
	var file string
	var b strings.Builder
	flush := func() {
		if file != "" {
			byFile[file] = b.String()
		}
		b.Reset()
	}
	for line := range strings.Lines(string(out)) {
		switch {
		case strings.HasPrefix(line, "--- "):
			flush()
			file = tg.rel(strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(line, "--- ")), " (old)"))
			continue
		case strings.HasPrefix(line, "+++ "):
			continue
		case strings.HasPrefix(line, "@@"), strings.HasPrefix(line, " "), strings.HasPrefix(line, "+"), strings.HasPrefix(line, "-"):
			b.WriteString(line)
		}
		// The rest is findings, and what -fix left.
	}
	flush()
	files := make([]string, 0, len(byFile))
	for f := range byFile {
		files = append(files, f)
	}
	slices.Sort(files)
	var all strings.Builder
	for _, f := range files {
		old, err := os.ReadFile(filepath.Join(tg.dir, f))
		if err != nil {
			t.Fatal(err)
		}
		made, err := applyUnified(string(old), byFile[f])
		if err != nil {
			t.Fatalf("%s: %v\n%s", f, err, byFile[f])
		}
		if formatted, err := format.Source([]byte(made)); err == nil {
			made = string(formatted)
		}
		fmt.Fprintf(&all, "=== %s\n%s", f, made)
	}
	return all.String()
}

// applyUnified applies the hunks of a unified diff to old.
func applyUnified(old, hunks string) (string, error) {
	lines := strings.SplitAfter(old, "\n")
	var out strings.Builder
	next := 0 // the next line of old, from 0
	for line := range strings.Lines(hunks) {
		switch {
		case strings.HasPrefix(line, "@@"):
			var a, b, c, d int
			if _, err := fmt.Sscanf(line, "@@ -%d,%d +%d,%d @@", &a, &b, &c, &d); err != nil {
				if _, err := fmt.Sscanf(line, "@@ -%d +%d @@", &a, &c); err != nil {
					return "", fmt.Errorf("bad hunk header %q", line)
				}
			}
			start := max(a-1, 0)
			if b == 0 && a > 0 {
				start = a // an insertion after line a
			}
			for ; next < start && next < len(lines); next++ {
				out.WriteString(lines[next])
			}
		case strings.HasPrefix(line, " "):
			out.WriteString(line[1:])
			next++
		case strings.HasPrefix(line, "-"):
			next++
		case strings.HasPrefix(line, "+"):
			out.WriteString(line[1:])
		}
		// Anything else, such as "\ No newline at end of file", says
		// nothing of the lines.
	}
	for ; next < len(lines); next++ {
		out.WriteString(lines[next])
	}
	return out.String(), nil
}

// golangciAnalyzers returns the analyzers of golangci-lint's plugin, made
// from the settings that say what flags do.
func golangciAnalyzers(t *testing.T, flags []string) []*analysis.Analyzer {
	settings := map[string]any{}
	for _, f := range flags {
		name, value, _ := strings.Cut(strings.TrimLeft(f, "-"), "=")
		if name == sites.SinksFlag {
			settings["sinks"] = []any{value}
			continue
		}
		check, option, _ := strings.Cut(name, ".")
		opts, _ := settings["options"].(map[string]any)
		if opts == nil {
			opts = map[string]any{}
			settings["options"] = opts
		}
		b, _ := strconv.ParseBool(value)
		opts[check] = map[string]any{option: b}
	}
	newPlugin, err := register.GetPlugin("urilint")
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(settings)
	if err != nil {
		t.Fatal(err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	return as
}

// goplsAnalyzers returns the analyzers the gopls build registers, with
// flags in its environment, that gopls runs by default.
func goplsAnalyzers(t *testing.T, flags []string) []*analysis.Analyzer {
	t.Setenv(analyzer.GoplsFlagsEnv, strings.Join(flags, " "))
	var as []*analysis.Analyzer
	for _, a := range analyzer.Gopls() {
		if a.Default {
			as = append(as, a.Analyzer)
		}
	}
	return as
}

// inProcessDoor runs analyzers as a driver of its own does, on packages
// loaded once; namePrefixed says whether messages lack the check's name
// in front, which golangci-lint puts there itself.
func inProcessDoor(t *testing.T, tg doorTarget, pkgs []*packages.Package, as []*analysis.Analyzer, namePrefixed bool) doorFindings {
	t.Helper()
	graph, err := checker.Analyze(as, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := make(doorFindings)
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %s: %v", act.Package.ID, act.Analyzer.Name, act.Err)
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			msg := d.Message
			if namePrefixed {
				msg = act.Analyzer.Name + ": " + msg
			}
			posn := fset.Position(d.Pos)
			var edits []string
			for _, fix := range d.SuggestedFixes[:min(1, len(d.SuggestedFixes))] {
				for _, e := range fix.TextEdits {
					start, end := fset.Position(e.Pos), fset.Position(cmp.Or(e.End, e.Pos))
					edits = append(edits, fmt.Sprintf("%s:%d-%d %q", tg.rel(start.Filename), start.Offset, end.Offset, e.NewText))
				}
			}
			out[doorFinding{tg.rel(posn.Filename), posn.Line, act.Analyzer.Name, msg, strings.Join(edits, ", ")}] = true
		}
	}
	return out
}
