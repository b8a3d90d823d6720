package analyzer_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/passes/checkutil"
)

var update = flag.Bool("update", false, "rewrite the checks section of README.md")

func names(t *testing.T, cfg analyzer.Config) []string {
	t.Helper()
	as, err := analyzer.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, a := range as {
		out = append(out, a.Name)
	}
	return out
}

func TestNewSelects(t *testing.T) {
	var defaults []string
	for _, c := range analyzer.Checks() {
		if c.Default() {
			defaults = append(defaults, c.Name)
		}
	}
	if got := names(t, analyzer.Config{}); strings.Join(got, ",") != strings.Join(defaults, ",") {
		t.Errorf("New(Config{}) = %v, want the defaults %v", got, defaults)
	}
	if got := names(t, analyzer.Config{DisableAll: true}); len(got) != 0 {
		t.Errorf("DisableAll: got %v", got)
	}
	if got := names(t, analyzer.Config{EnableAll: true}); len(got) != len(analyzer.Checks()) {
		t.Errorf("EnableAll: got %v", got)
	}
	first := analyzer.Names()[0]
	if got := names(t, analyzer.Config{DisableAll: true, Enable: []string{first}}); len(got) != 1 || got[0] != first {
		t.Errorf("DisableAll+Enable(%s): got %v", first, got)
	}
	if got := names(t, analyzer.Config{Disable: []string{first}}); len(got) > 0 && got[0] == first {
		t.Errorf("Disable(%s): got %v", first, got)
	}
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		cfg  analyzer.Config
		want string
	}{
		{analyzer.Config{Enable: []string{"schemcase"}}, `unknown check "schemcase"`},
		{analyzer.Config{Disable: []string{"nope"}}, `unknown check "nope"`},
		{analyzer.Config{Options: map[string]map[string]any{"nope": {"tests": false}}}, `unknown check "nope"`},
		{analyzer.Config{Options: map[string]map[string]any{"schemecase": {"test": false}}}, `unknown option "test" of check schemecase (known: fix, tests)`},
		{analyzer.Config{Options: map[string]map[string]any{"schemecase": {"tests": "maybe"}}}, `option schemecase.tests`},
		{analyzer.Config{EnableAll: true, DisableAll: true}, "both set"},
		{analyzer.Config{Sinks: []string{"example.com/pkg.Fetch", "Fetch"}}, `sinks: sink "Fetch": no package path`},
		{analyzer.Config{Sinks: []string{"example.com/pkg.Fetch#one"}}, `sinks: sink "example.com/pkg.Fetch#one": parameter "one"`},
	}
	for _, tt := range tests {
		_, err := analyzer.New(tt.cfg)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("New(%+v) error = %v, want %q", tt.cfg, err, tt.want)
		}
	}
}

func TestOptionsAreFresh(t *testing.T) {
	find := func(as []*analysis.Analyzer, name string) *analysis.Analyzer {
		for _, a := range as {
			if a.Name == name {
				return a
			}
		}
		t.Fatalf("no analyzer %s", name)
		return nil
	}
	as, err := analyzer.New(analyzer.Config{Options: map[string]map[string]any{"schemecase": {"tests": false}}})
	if err != nil {
		t.Fatal(err)
	}
	first := find(as, "schemecase")
	if got := first.Flags.Lookup("tests").Value.String(); got != "false" {
		t.Errorf("schemecase.tests = %s, want false", got)
	}
	again, err := analyzer.New(analyzer.Config{})
	if err != nil {
		t.Fatal(err)
	}
	second := find(again, "schemecase")
	if second == first {
		t.Fatal("New returned the same analyzer twice")
	}
	if got := second.Flags.Lookup("tests").Value.String(); got != "true" {
		t.Errorf("a new analyzer has schemecase.tests = %s: options leak between analyzers", got)
	}
}

func TestExplain(t *testing.T) {
	for _, c := range analyzer.Checks() {
		name := c.Name
		text, err := analyzer.Explain(name)
		if err != nil {
			t.Fatal(err)
		}
		wants := []string{name + ": ", "Before:", "After:", "Enabled by default:", "Severity: " + analyzer.Severity(c), "Fix:"}
		if c.Grammars != 0 {
			wants = append(wants, "RFC 3986") // a check of URIs cites its rules
		}
		for _, want := range wants {
			if !strings.Contains(text, want) {
				t.Errorf("Explain(%s) lacks %q:\n%s", name, want, text)
			}
		}
	}
	if _, err := analyzer.Explain("nope"); err == nil {
		t.Error("Explain(nope) succeeded")
	}
}

func TestDocTitles(t *testing.T) {
	for _, c := range analyzer.Checks() {
		title := c.Doc.Title
		if len(title) > 60 || strings.HasSuffix(title, ".") || strings.ToLower(title[:1]) != title[:1] {
			t.Errorf("%s: title %q should be lowercase, at most 60 characters, with no period", c.Name, title)
		}
		if c.Doc.Severity != lint.SeverityError && c.Doc.Severity != lint.SeverityWarning {
			t.Errorf("%s: severity %v, want error or warning, which SARIF and -explain show", c.Name, c.Doc.Severity)
		}
	}
}

// TestSelect checks the -checks lists of the command.
func TestSelect(t *testing.T) {
	defaults := names(t, analyzer.Config{})
	all := names(t, analyzer.Config{EnableAll: true})
	for _, tt := range []struct {
		list string
		want []string
	}{
		{"default", defaults},
		{"all", all},
		{"none", nil},
		{"port", []string{"port"}},
		{"none,port,credentials", []string{"port", "credentials"}},
		{"all,-" + all[0], all[1:]},
		{"default,-" + defaults[0], defaults[1:]},
		{"port,-port", nil},
		{"-port,port", []string{"port"}},
	} {
		var cfg analyzer.Config
		if err := cfg.Select(tt.list); err != nil {
			t.Fatal(err)
		}
		if got := names(t, cfg); strings.Join(got, ",") != strings.Join(tt.want, ",") {
			t.Errorf("Select(%q) = %v, want %v", tt.list, got, tt.want)
		}
	}
	var cfg analyzer.Config
	if err := cfg.Select("all,nope"); err == nil || !strings.Contains(err.Error(), `unknown check "nope"`) {
		t.Errorf("Select(all,nope) error = %v", err)
	}
}

// TestREADME checks that README.md shows the checks as ChecksMarkdown
// does; -update rewrites it.
func TestREADME(t *testing.T) {
	const begin, end = "<!-- checks:begin -->\n", "<!-- checks:end -->"
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(readme)
	i, j := strings.Index(s, begin), strings.Index(s, end)
	if i < 0 || j < i {
		t.Fatalf("README.md has no %q … %q section", strings.TrimSpace(begin), end)
	}
	want := analyzer.ChecksMarkdown()
	if got := s[i+len(begin) : j]; got != want {
		if *update {
			if err := os.WriteFile("../README.md", []byte(s[:i+len(begin)]+want+s[j:]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("README.md's checks are out of date: run go test ./analyzer -run README -update")
	}
}

// TestSinks checks the sinks key: the checks read the sites of the
// functions and fields it names, and another configuration, or the
// shared site finder, does not.
func TestSinks(t *testing.T) {
	cfg := analyzer.Config{
		DisableAll: true,
		Enable:     []string{"sink"},
		Sinks:      []string{"declaredsinks.Fetch, declaredsinks.Config.Endpoint", "(declaredsinks.Getter).Get:reference"},
	}
	as, err := analyzer.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), as[0], "declaredsinks")
	plain, err := analyzer.New(analyzer.Config{DisableAll: true, Enable: []string{"sink"}})
	if err != nil {
		t.Fatal(err)
	}
	var r recorder
	analysistest.Run(&r, analysistest.TestData(), plain[0], "declaredsinks")
	// The broken "://" is a finding by its shape alone, sink or not.
	if len(r.errs) != 2 {
		t.Errorf("without the sinks key, got %q, want the two findings of a sink unreported", r.errs)
	}
}

// recorder is an analysistest.Testing that keeps the errors.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestOptInHint checks, for every check with a fix, on all of its
// testdata, that the message says "-NAME.fix fixes it" exactly when
// turning that option on gives the finding a fix: an opt-in fix, or a
// default one withheld from a shared declaration.
func TestOptInHint(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages")
	}
	for _, c := range analyzer.Checks() {
		if c.Fix == checkutil.FixNone {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			gopath, err := filepath.Abs(filepath.Join("..", "passes", c.Name, "testdata"))
			if err != nil {
				t.Fatal(err)
			}
			cfg := &packages.Config{
				Mode: packages.LoadAllSyntax, Tests: true, Dir: filepath.Join(gopath, "src"),
				Env: append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS="),
			}
			pkgs, err := packages.Load(cfg, "./...")
			if err != nil {
				t.Fatal(err)
			}
			diags := func(fix bool) map[string]analysis.Diagnostic {
				as, err := analyzer.New(analyzer.Config{DisableAll: true, Enable: []string{c.Name}, Options: map[string]map[string]any{c.Name: {"fix": fix}}})
				if err != nil {
					t.Fatal(err)
				}
				graph, err := checker.Analyze(as, pkgs, nil)
				if err != nil {
					t.Fatal(err)
				}
				out := make(map[string]analysis.Diagnostic)
				for act := range graph.All() {
					if act.Analyzer == as[0] && act.Package.Types != nil {
						for _, d := range act.Diagnostics {
							out[act.Package.Fset.Position(d.Pos).String()] = d
						}
					}
				}
				return out
			}
			off, on := diags(false), diags(true)
			if len(off) == 0 {
				t.Fatal("no findings in the testdata")
			}
			for posn, d := range off {
				if c.Fix == checkutil.FixOptIn && len(d.SuggestedFixes) > 0 {
					t.Errorf("%s: a fix with -%s.fix off", posn, c.Name)
				}
				hint := checkutil.FixWithheld(c.Name, d)
				if hasFix := len(on[posn].SuggestedFixes) > 0 && len(d.SuggestedFixes) == 0; hint != hasFix {
					t.Errorf("%s: the message says the fix option applies a fix: %v; with it on, a fix: %v\n%s", posn, hint, hasFix, d.Message)
				}
			}
		})
	}
}

// TestGoplsFlags checks the analyzers of the gopls build: one per check,
// on by default as the command has them, with URILINT_FLAGS turning one
// off, and a bad flag failing each of them with the error.
func TestGoplsFlags(t *testing.T) {
	t.Setenv(analyzer.GoplsFlagsEnv, "-port=false -plainhttp")
	got := analyzer.Gopls()
	if len(got) != len(analyzer.Checks()) {
		t.Fatalf("%d analyzers, want one per check", len(got))
	}
	for _, a := range got {
		if want := a.Analyzer.Name != "port"; a.Default != want {
			t.Errorf("%s: on by default %v, want %v", a.Analyzer.Name, a.Default, want)
		}
	}
	t.Setenv(analyzer.GoplsFlagsEnv, "-nosuch")
	for _, a := range analyzer.Gopls() {
		if _, err := a.Analyzer.Run(nil); err == nil || !strings.Contains(err.Error(), "URILINT_FLAGS") {
			t.Errorf("%s with a bad flag: error %v", a.Analyzer.Name, err)
		}
	}
}
