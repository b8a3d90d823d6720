package analyzer_test

import (
	"bytes"
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
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

// The real-world sets: URI defects and look-alikes seen in public code,
// each rewritten as a small case under a GOPATH tree SET/src. A line that
// ends in "// defect CHECK" holds a defect that CHECK must report, and
// "// defect CHECK form" one whose URI works but is not in normal form
// (default port, case, encoding); a line that ends in "// lookalike"
// holds a string that looks wrong but is right where it stands, and must
// get no diagnostic. No other line may get one. A comment cannot stand
// inside a raw string, so a finding on a line of one that spans lines
// counts on its last line, where its marker is. A line holding the bytes
// of two defects, as a format that is both, says "// defect CHECK //
// defect CHECK".
//
// testdata/realworld was collected by searching for known patterns.
// testdata/swept was collected by sweeping whole repositories, every
// anomalous URI-shaped literal and URI-building expression labelled before
// urilint ran on it, and split by repository into a tune half and a
// check half that is only scored.
var marker = regexp.MustCompile(`// (defect|lookalike)\b ?([a-z]*)( form)?`)

// Floors of the sets, so that they cannot shrink or slip unnoticed.
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
	form   bool // the URI works but is not in normal form
	pkg    string
	test   bool
}

// A finding of the suite on a case's line.
type rwFinding struct{ check, msg string }

// A cell of the recall table: broken-or-leaking or normal-form, in test
// files or not.
type rwCell struct{ form, test bool }

func (c rwCell) String() string {
	class, where := "broken or leaking", "non-test"
	if c.form {
		class = "normal form"
	}
	if c.test {
		where = "_test.go"
	}
	return fmt.Sprintf("%-9s %-18s", where, class)
}

var rwCells = []rwCell{{false, false}, {true, false}, {false, true}, {true, true}}

func TestRealWorld(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the standard library from source")
	}
	t.Parallel()
	sc := scoreSets(t, "../testdata/realworld/*/src")
	sc.log(t)
	sc.failFalsePositives(t)
	if sc.all.defects < minDefects || sc.all.lookalikes < minLookalike {
		t.Errorf("the set has %d defects and %d look-alikes; it needs at least %d and %d", sc.all.defects, sc.all.lookalikes, minDefects, minLookalike)
	}
	sc.failRecall(t)
}

type rwTally struct{ defects, hits, lookalikes, fps int }

// rwScore is what a run of the suite scored on a set.
type rwScore struct {
	byPkg   map[string]*rwTally
	byCell  map[rwCell]*rwTally
	all     rwTally
	missed  []string
	fps     []string
	pattern string
}

// scoreSets runs the default suite on the GOPATH trees that pattern
// matches and scores it against their markers.
func scoreSets(t *testing.T, pattern string) *rwScore {
	sets, err := filepath.Glob(pattern)
	if err != nil || len(sets) == 0 {
		t.Fatalf("no real-world sets match %s: %v", pattern, err)
	}
	cases := make(map[rwLine][]rwCase)
	found := make(map[rwLine][]rwFinding)
	for _, src := range sets {
		root, err := filepath.Abs(filepath.Dir(src))
		if err != nil {
			t.Fatal(err)
		}
		readMarkers(t, filepath.Join(root, "src"), cases)
		for _, d := range runSuite(t, root) {
			k := rwLine{d.file, d.line}
			f := rwFinding{d.check, d.msg}
			if !slices.Contains(found[k], f) {
				found[k] = append(found[k], f)
			}
		}
	}

	sc := &rwScore{byPkg: make(map[string]*rwTally), byCell: make(map[rwCell]*rwTally), pattern: pattern}
	for _, c := range rwCells {
		sc.byCell[c] = new(rwTally)
	}
	keys := make([]rwLine, 0, len(cases))
	for k := range cases {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b rwLine) int { return cmp.Or(strings.Compare(a.file, b.file), a.line-b.line) })
	for _, k := range keys {
		for _, c := range cases[k] {
			sc.score(k, c, found[k])
		}
	}
	for k, fs := range found {
		if slices.ContainsFunc(cases[k], func(c rwCase) bool { return c.defect }) {
			continue
		}
		for _, f := range fs {
			sc.fps = append(sc.fps, fmt.Sprintf("%s:%d: %s: %s", rel(k.file), k.line, f.check, f.msg))
		}
		if len(cases[k]) == 0 {
			sc.all.fps++ // outside any case
		}
	}
	slices.Sort(sc.fps)
	for _, tl := range sc.byPkg {
		sc.all.defects += tl.defects
		sc.all.hits += tl.hits
		sc.all.lookalikes += tl.lookalikes
		sc.all.fps += tl.fps
	}
	return sc
}

// score counts case c of line k, given the findings on its line.
func (sc *rwScore) score(k rwLine, c rwCase, found []rwFinding) {
	tl := sc.byPkg[c.pkg]
	if tl == nil {
		tl = new(rwTally)
		sc.byPkg[c.pkg] = tl
	}
	if !c.defect {
		cell := sc.byCell[rwCell{false, c.test}]
		tl.lookalikes++
		cell.lookalikes++
		if len(found) > 0 {
			tl.fps++
			cell.fps++
		}
		return
	}
	cell := sc.byCell[rwCell{c.form, c.test}]
	tl.defects++
	cell.defects++
	if slices.ContainsFunc(found, func(f rwFinding) bool { return f.check == c.check }) {
		tl.hits++
		cell.hits++
		return
	}
	sc.missed = append(sc.missed, fmt.Sprintf("%s:%d: want %s, got %v", rel(k.file), k.line, c.check, found))
}

func (sc *rwScore) recall(tl *rwTally) float64 {
	return float64(tl.hits) / float64(max(tl.defects, 1))
}

// log writes the tables of the score: by package, and by cell.
func (sc *rwScore) log(t *testing.T) {
	var report strings.Builder
	fmt.Fprintf(&report, "%s\n%-28s %8s %6s %10s %4s\n", sc.pattern, "pattern", "defects", "found", "lookalikes", "FP")
	pkgs := make([]string, 0, len(sc.byPkg))
	for p := range sc.byPkg {
		pkgs = append(pkgs, p)
	}
	slices.Sort(pkgs)
	for _, p := range pkgs {
		tl := sc.byPkg[p]
		fmt.Fprintf(&report, "%-28s %8d %6d %10d %4d\n", p, tl.defects, tl.hits, tl.lookalikes, tl.fps)
	}
	fmt.Fprintf(&report, "%-28s %8d %6d %10d %4d\nrecall %.1f%%, false positives %d\n\n",
		"total", sc.all.defects, sc.all.hits, sc.all.lookalikes, sc.all.fps, 100*sc.recall(&sc.all), sc.all.fps)
	fmt.Fprintf(&report, "%-28s %8s %6s %7s %10s %4s\n", "cell", "defects", "found", "recall", "lookalikes", "FP")
	for _, c := range rwCells {
		tl := sc.byCell[c]
		fmt.Fprintf(&report, "%-28s %8d %6d %6.1f%% %10d %4d\n", c, tl.defects, tl.hits, 100*sc.recall(tl), tl.lookalikes, tl.fps)
	}
	t.Log("\n" + report.String())
	for _, m := range sc.missed {
		t.Log("missed: " + m)
	}
}

func (sc *rwScore) failFalsePositives(t *testing.T) {
	for _, fp := range sc.fps {
		t.Error("false positive: " + fp)
	}
}

// failRecall fails the test when the recall of the set, or of any cell
// with defects, is below the floor.
func (sc *rwScore) failRecall(t *testing.T) {
	if r := sc.recall(&sc.all); r < minRecall {
		t.Errorf("recall %.1f%% is below %.0f%%", 100*r, 100*minRecall)
	}
	for _, c := range rwCells {
		if tl := sc.byCell[c]; tl.defects > 0 && sc.recall(tl) < minRecall {
			t.Errorf("recall in %s is %.1f%% (%d of %d), below %.0f%%", strings.Join(strings.Fields(c.String()), " "), 100*sc.recall(tl), tl.hits, tl.defects, 100*minRecall)
		}
	}
}

func rel(file string) string {
	if i := strings.Index(file, "testdata"+string(filepath.Separator)); i >= 0 {
		return file[i:]
	}
	return file
}

// readMarkers records the cases of the Go files under src.
func readMarkers(t *testing.T, src string, cases map[rwLine][]rwCase) {
	eachGoFile(t, src, func(path string, data []byte) {
		pkg := filepath.ToSlash(filepath.Dir(strings.TrimPrefix(path, src+string(filepath.Separator))))
		for i, line := range strings.Split(string(data), "\n") {
			for _, m := range marker.FindAllStringSubmatch(line, -1) {
				c := rwCase{defect: m[1] == "defect", check: m[2], form: m[3] != "", pkg: pkg, test: strings.HasSuffix(path, "_test.go")}
				if c.defect {
					if _, ok := analyzer.Lookup(c.check); !ok {
						t.Errorf("%s:%d: %q names no check", rel(path), i+1, c.check)
					}
				}
				k := rwLine{path, i + 1}
				cases[k] = append(cases[k], c)
			}
		}
	})
}

// eachGoFile calls fn with the path and content of each Go file under
// dir.
func eachGoFile(t *testing.T, dir string, fn func(path string, data []byte)) {
	t.Helper()
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err == nil {
			fn(path, data)
		}
		return err
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
		Mode:    packages.LoadAllSyntax,
		Dir:     filepath.Join(root, "src"),
		Tests:   true,
		Env:     append(os.Environ(), "GOPATH="+root, "GO111MODULE=off", "GOPROXY=off", "GOFLAGS="),
		Overlay: withoutSources(t, filepath.Join(root, "src")),
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
			pos := act.Package.Fset.Position(markedAt(act.Package, d.Pos))
			out = append(out, rwDiag{pos.Filename, pos.Line, act.Analyzer.Name, d.Message})
		}
	}
	return out
}

// markedAt returns where the marker of a finding at pos stands: the end
// of the string literal that holds pos, for a literal that spans lines,
// and pos otherwise.
func markedAt(pkg *packages.Package, pos token.Pos) token.Pos {
	for _, file := range pkg.Syntax {
		if pos < file.FileStart || file.FileEnd < pos {
			continue
		}
		end := pos
		ast.Inspect(file, func(n ast.Node) bool {
			if n == nil || n.End() <= pos || pos < n.Pos() {
				return false
			}
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				end = lit.End()
			}
			return true
		})
		return end
	}
	return pos
}

// withoutSources returns the Go files under dir with each "// Source:"
// comment, and the comment lines that follow it, emptied to "//": they hold the
// labeller's reasons, which the code the case was taken from does not,
// and urilint reads the comments on a value. Lines keep their numbers.
func withoutSources(t *testing.T, dir string) map[string][]byte {
	out := make(map[string][]byte)
	eachGoFile(t, dir, func(path string, data []byte) {
		if !bytes.Contains(data, []byte("// Source:")) {
			return
		}
		lines := strings.Split(string(data), "\n")
		for i := 0; i < len(lines); i++ {
			if !strings.HasPrefix(strings.TrimSpace(lines[i]), "// Source:") {
				continue
			}
			for ; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "//"); i++ {
				// An empty comment, not an empty line, keeps the
				// original's comment above the case in one group with
				// the case: "// Invalid query string." above a row.
				lines[i] = lines[i][:len(lines[i])-len(strings.TrimLeft(lines[i], " \t"))] + "//"
			}
		}
		out[path] = []byte(strings.Join(lines, "\n"))
	})
	return out
}

// minConstruction is how many real occurrences and look-alikes each
// check of construction has in testdata/construction.
const minConstruction = 15

// TestConstruction scores the sets of URIs built wrong, one per check of
// construction (testdata/construction/CHECK/src): each must find every
// defect of its check, with no finding on any look-alike.
func TestConstruction(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the standard library from source")
	}
	t.Parallel()
	sets, err := filepath.Glob("../testdata/construction/*/src")
	if err != nil || len(sets) == 0 {
		t.Fatalf("no construction sets: %v", err)
	}
	for _, set := range sets {
		check := filepath.Base(filepath.Dir(set))
		t.Run(check, func(t *testing.T) {
			t.Parallel()
			sc := scoreSets(t, set)
			sc.log(t)
			sc.failFalsePositives(t)
			tl := sc.all
			if tl.defects < minConstruction || tl.lookalikes < minConstruction {
				t.Errorf("%s has %d defects and %d look-alikes; it needs at least %d of each", check, tl.defects, tl.lookalikes, minConstruction)
			}
			if tl.hits < tl.defects {
				t.Errorf("%s found %d of %d defects", check, tl.hits, tl.defects)
			}
		})
	}
}

// TestSwept scores the swept set, each half on its own, and checks that
// its halves are split by repository and share none with
// testdata/realworld. Its recall is reported, not held to
// a floor: the check half is only scored, never tuned on.
func TestSwept(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the standard library from source")
	}
	t.Parallel()
	repos := make(map[string]map[string]bool)
	for _, half := range []string{"tune", "check"} {
		repos[half] = sources(t, "../testdata/swept/"+half)
		t.Run(half, func(t *testing.T) {
			sc := scoreSets(t, "../testdata/swept/"+half+"/*/src")
			sc.log(t)
			for _, fp := range sc.fps {
				t.Log("false positive: " + fp)
			}
		})
	}
	for r := range repos["tune"] {
		if repos["check"][r] {
			t.Errorf("repository %s has cases in both halves", r)
		}
	}
	// The swept set measures code nobody tuned on: none of its
	// repositories may be one testdata/realworld was built from.
	realworld := sources(t, "../testdata/realworld")
	for _, half := range []string{"tune", "check"} {
		for r := range repos[half] {
			if realworld[r] {
				t.Errorf("repository %s of the swept %s half is in testdata/realworld too", r, half)
			}
		}
	}
}

// TestSweptCasesOnce fails when one line of a repository is a case of
// two sets: a repository swept twice, perhaps under two major versions
// of its module path, would count its cases twice.
func TestSweptCasesOnce(t *testing.T) {
	setOf := make(map[string]string) // source line → set
	for _, dir := range []string{"../testdata/realworld", "../testdata/swept/tune", "../testdata/swept/check"} {
		eachGoFile(t, dir, func(path string, data []byte) {
			rel, _ := filepath.Rel("..", path)
			set := strings.Join(strings.Split(filepath.ToSlash(rel), "/")[:4], "/")
			for _, m := range sourceLine.FindAllStringSubmatch(string(data), -1) {
				key := majorVersion.ReplaceAllString(strings.ToLower(m[1]), "/")
				if other, ok := setOf[key]; ok && other != set {
					t.Errorf("%s is a case of %s and of %s", m[1], other, set)
				}
				setOf[key] = set
			}
		})
	}
}

// sourceLine is the file and line a case's "// Source:" comment names.
var sourceLine = regexp.MustCompile(`// Source: (\S+:\d+)`)

// majorVersion is a major version element of a module path, which
// names one repository's files under several paths.
var majorVersion = regexp.MustCompile(`/v\d+/`)

// sourceRepo is the repository a case's "// Source:" comment names: a
// GitHub or GitLab repository, or a module path's first two elements.
var sourceRepo = regexp.MustCompile(`// Source: ((?:github\.com|gitlab\.com)/[^/\s]+/[^/\s]+|[a-z0-9.-]+\.[a-z]+/[^/\s:]+)`)

// vanityRepos are the repositories behind module paths, or whole hosts,
// that name code by another host than the repository's, so that a case
// named by either path is known to come from one repository.
var vanityRepos = map[string]string{
	"go.opentelemetry.io/otel":      "github.com/open-telemetry/opentelemetry-go",
	"go.opentelemetry.io/collector": "github.com/open-telemetry/opentelemetry-collector",
	"go.opentelemetry.io/contrib":   "github.com/open-telemetry/opentelemetry-go-contrib",
	"cloud.google.com/go":           "github.com/googleapis/google-cloud-go",
	"google.golang.org/grpc":        "github.com/grpc/grpc-go",
	"google.golang.org/api":         "github.com/googleapis/google-api-go-client",
	"gocloud.dev":                   "github.com/google/go-cloud",
}

// sources returns the repositories the cases under dir come from.
func sources(t *testing.T, dir string) map[string]bool {
	out := make(map[string]bool)
	eachGoFile(t, dir, func(_ string, data []byte) {
		for _, m := range sourceRepo.FindAllStringSubmatch(string(data), -1) {
			r := strings.ToLower(m[1])
			host, _, _ := strings.Cut(r, "/")
			out[cmp.Or(vanityRepos[r], vanityRepos[host], r)] = true
		}
	})
	if len(out) == 0 {
		t.Fatalf("no case under %s names its source", dir)
	}
	return out
}
