package analyzer_test

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/analyzer"
)

// The real-world set: URI defects and look-alikes seen in public code,
// each rewritten as a small case under testdata/realworld/SET/src. A line
// that ends in "// defect CHECK" holds a defect that CHECK must report; a
// line that ends in "// lookalike" holds a string that looks wrong but is
// right where it stands, and must get no diagnostic. No other line may
// get one.
var marker = regexp.MustCompile(`// (defect|lookalike)\b ?([a-z]*)`)

// Floors of the real-world set, so that it cannot shrink unnoticed.
const (
	minDefects   = 150
	minLookalike = 150
	minRecall    = 0.95
)

type rwLine struct {
	file string
	line int
}

type rwCase struct {
	defect bool
	check  string
	pkg    string
	test   bool
}

func TestRealWorld(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the standard library from source")
	}
	t.Parallel()
	sets, err := filepath.Glob("../testdata/realworld/*/src")
	if err != nil || len(sets) == 0 {
		t.Fatalf("no real-world sets: %v", err)
	}
	cases := make(map[rwLine]rwCase)
	type finding struct {
		check, msg string
	}
	found := make(map[rwLine][]finding)
	for _, src := range sets {
		root, err := filepath.Abs(filepath.Dir(src))
		if err != nil {
			t.Fatal(err)
		}
		readMarkers(t, filepath.Join(root, "src"), cases)
		for _, d := range runSuite(t, root) {
			k := rwLine{d.file, d.line}
			f := finding{d.check, d.msg}
			if !slices.Contains(found[k], f) {
				found[k] = append(found[k], f)
			}
		}
	}

	type tally struct{ defects, hits, lookalikes, fps int }
	byPkg := make(map[string]*tally)
	var all tally
	var missed, fps []string
	keys := make([]rwLine, 0, len(cases))
	for k := range cases {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b rwLine) int { return cmp.Or(strings.Compare(a.file, b.file), a.line-b.line) })
	for _, k := range keys {
		c := cases[k]
		tl := byPkg[c.pkg]
		if tl == nil {
			tl = new(tally)
			byPkg[c.pkg] = tl
		}
		where := fmt.Sprintf("%s:%d", rel(k.file), k.line)
		if c.defect {
			tl.defects++
			if slices.ContainsFunc(found[k], func(f finding) bool { return f.check == c.check }) {
				tl.hits++
			} else {
				missed = append(missed, fmt.Sprintf("%s: want %s, got %v", where, c.check, found[k]))
			}
			continue
		}
		tl.lookalikes++
		if len(found[k]) > 0 {
			tl.fps++
		}
	}
	for k, fs := range found {
		if c, ok := cases[k]; ok && c.defect {
			continue
		}
		for _, f := range fs {
			fps = append(fps, fmt.Sprintf("%s:%d: %s: %s", rel(k.file), k.line, f.check, f.msg))
		}
		if _, ok := cases[k]; !ok {
			all.fps++ // outside any case
		}
	}
	slices.Sort(fps)

	var report strings.Builder
	fmt.Fprintf(&report, "%-28s %8s %6s %10s %4s\n", "pattern", "defects", "found", "lookalikes", "FP")
	pkgs := make([]string, 0, len(byPkg))
	for p := range byPkg {
		pkgs = append(pkgs, p)
	}
	slices.Sort(pkgs)
	for _, p := range pkgs {
		tl := byPkg[p]
		fmt.Fprintf(&report, "%-28s %8d %6d %10d %4d\n", p, tl.defects, tl.hits, tl.lookalikes, tl.fps)
		all.defects += tl.defects
		all.hits += tl.hits
		all.lookalikes += tl.lookalikes
		all.fps += tl.fps
	}
	recall := float64(all.hits) / float64(max(all.defects, 1))
	fmt.Fprintf(&report, "%-28s %8d %6d %10d %4d\nrecall %.1f%%, false positives %d\n",
		"total", all.defects, all.hits, all.lookalikes, all.fps, 100*recall, all.fps)
	t.Log("\n" + report.String())
	for _, m := range missed {
		t.Log("missed: " + m)
	}
	for _, fp := range fps {
		t.Error("false positive: " + fp)
	}
	if all.defects < minDefects || all.lookalikes < minLookalike {
		t.Errorf("the set has %d defects and %d look-alikes; it needs at least %d and %d", all.defects, all.lookalikes, minDefects, minLookalike)
	}
	if recall < minRecall {
		t.Errorf("recall %.1f%% is below %.0f%%", 100*recall, 100*minRecall)
	}
}

func rel(file string) string {
	if i := strings.Index(file, "realworld"+string(filepath.Separator)); i >= 0 {
		return file[i:]
	}
	return file
}

// readMarkers records the cases of the Go files under src.
func readMarkers(t *testing.T, src string, cases map[rwLine]rwCase) {
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(filepath.Dir(strings.TrimPrefix(path, src+string(filepath.Separator))))
		for i, line := range strings.Split(string(data), "\n") {
			m := marker.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			c := rwCase{defect: m[1] == "defect", check: m[2], pkg: pkg, test: strings.HasSuffix(path, "_test.go")}
			if c.defect {
				if _, ok := analyzer.Lookup(c.check); !ok {
					t.Errorf("%s:%d: %q names no check", rel(path), i+1, c.check)
				}
			}
			cases[rwLine{path, i + 1}] = c
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

type rwDiag struct {
	file       string
	line       int
	check, msg string
}

// runSuite runs the default suite on every package of the GOPATH root,
// tests included.
func runSuite(t *testing.T, root string) []rwDiag {
	cfg := &packages.Config{
		Mode:  packages.LoadAllSyntax,
		Dir:   filepath.Join(root, "src"),
		Tests: true,
		Env:   append(os.Environ(), "GOPATH="+root, "GO111MODULE=off", "GOPROXY=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			t.Errorf("%s: %v", p.ID, e)
		}
	})
	analyzers, err := analyzer.New(analyzer.Config{})
	if err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze(analyzers, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []rwDiag
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			out = append(out, rwDiag{pos.Filename, pos.Line, act.Analyzer.Name, d.Message})
		}
	}
	return out
}
