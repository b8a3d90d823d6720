package main

import (
	"bytes"
	"errors"
	"fmt"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urilint/urilint/passes/sites"
)

// evaluate runs urilint on a prepared module, then counts its sites.
func evaluate(dir string, t *target, tool string, logf func(string, ...any)) *moduleResult {
	r := &moduleResult{Name: t.Name, Label: t.label(), Dir: t.Dir, Err: t.Err}
	if t.Note != "" {
		r.Notes = append(r.Notes, t.Note)
	}
	if t.Err != nil {
		return r
	}

	logf("urilint -json ./... in %s", t.label())
	cmd := exec.Command(tool, "-json", "./...")
	cmd.Dir, cmd.Env = t.Dir, targetEnv(t)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	r.Wall = time.Since(start)
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exitErr):
		r.Exit = exitErr.ExitCode()
	default:
		r.Err = fmt.Errorf("running urilint: %w", err)
		return r
	}
	logf("urilint %s: exit %d in %.1fs", t.label(), r.Exit, r.Wall.Seconds())

	// Keep what urilint printed as it printed it, for triage and for
	// comparing runs with other tools.
	results := filepath.Join(dir, "results")
	if err := os.WriteFile(filepath.Join(results, t.Name+".json"), stdout.Bytes(), 0o644); err != nil {
		r.Err = err
		return r
	}
	stderrFile := filepath.Join(results, t.Name+".stderr")
	if stderr.Len() > 0 {
		if err := os.WriteFile(stderrFile, stderr.Bytes(), 0o644); err != nil {
			r.Err = err
			return r
		}
	} else {
		os.Remove(stderrFile) // an old run's
	}

	r.Panics = countPanics(stderr.String())
	if r.Exit == exitError {
		note := fmt.Sprintf("urilint exited with status 2 (packages that do not load, or a check that failed); see results/%s.stderr:\n%s", t.Name, tail(stderr.String(), 5))
		if strings.Contains(stderr.String(), "GOPROXY=off") {
			// The module cache lost what preparation fetched.
			note += fmt.Sprintf("\nTo prepare %s again, remove %s.", t.label(), filepath.Join(t.Dir, markerName))
		}
		r.Notes = append(r.Notes, note)
	}
	diags, checkErrs, err := parseFindings(stdout.Bytes())
	if err != nil {
		r.Err = fmt.Errorf("reading urilint's JSON (exit %d): %w\n%s", r.Exit, err, tail(stderr.String(), 10))
		return r
	}
	r.setDiagnostics(diags)
	for _, e := range checkErrs {
		r.Notes = append(r.Notes, "check failed: "+e)
	}

	// The sites pass runs in this process, and a panic in an analyzer
	// would end it (the checker does not recover them), taking the other
	// modules with it. urilint just ran the same pass on the same code:
	// if it panicked, do not try.
	if r.Panics > 0 {
		r.Notes = append(r.Notes, "sites not counted: urilint panicked on this module")
		return r
	}
	logf("count sites in %s", t.label())
	start = time.Now()
	sc, err := countSites(t.Dir, targetEnv(t))
	if err != nil {
		r.Err = fmt.Errorf("counting sites: %w", err)
		return r
	}
	logf("count sites %s: %d packages, %d sites in %.1fs", t.label(), sc.Packages, sc.total(), time.Since(start).Seconds())
	r.Packages, r.Roles, r.SitesCounted = sc.Packages, sc.Roles, true
	if sc.LoadErrors > 0 {
		r.Notes = append(r.Notes, fmt.Sprintf("%d errors loading packages for the site count (first: %s)", sc.LoadErrors, sc.FirstLoadError))
	}
	return r
}

// countPanics counts the panics that urilint's standard error reports:
// a crash prints "panic: ..." (once per panic, nested ones included)
// and then goroutine stacks, which are not counted again; a driver that
// recovers reports "panicked". Any other mention of a panic counts once,
// so that none goes unseen.
func countPanics(stderr string) int {
	n := 0
	for line := range strings.SplitSeq(stderr, "\n") {
		if strings.HasPrefix(line, "panic: ") || strings.Contains(line, "panicked") {
			n++
		}
	}
	if n == 0 && strings.Contains(strings.ToLower(stderr), "panic") {
		n = 1
	}
	return n
}

// siteCount is what countSites finds in a module.
type siteCount struct {
	Packages       int // distinct packages of the module, test variants not counted
	Roles          map[string]int
	LoadErrors     int
	FirstLoadError string
}

func (s siteCount) total() int {
	n := 0
	for _, c := range s.Roles {
		n += c
	}
	return n
}

// countSites loads the packages of a module as urilint does, with their
// tests, runs the sites pass, and counts the sites of the module's own
// packages by role.
func countSites(dir string, env []string) (siteCount, error) {
	sc := siteCount{Roles: make(map[string]int)}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Tests: true, Dir: dir, Env: env}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return sc, err
	}
	paths := make(map[string]bool)
	for _, p := range pkgs {
		for _, e := range p.Errors {
			if sc.LoadErrors == 0 {
				sc.FirstLoadError = e.Error()
			}
			sc.LoadErrors++
		}
		// A package comes with its test variant "p [p.test]", its
		// external tests "p_test [p.test]" and the test main "p.test":
		// they are one package of the module.
		if strings.HasSuffix(p.ID, ".test") {
			continue
		}
		paths[strings.TrimSuffix(p.PkgPath, "_test")] = true
	}
	sc.Packages = len(paths)

	finder := sites.NewAnalyzer()
	graph, err := checker.Analyze([]*analysis.Analyzer{finder}, pkgs, nil)
	if err != nil {
		return sc, err
	}
	// A file of p is in p and in its test variant: the same site, found
	// twice, counts once.
	type key struct {
		posn token.Position
		role string
		sink string
	}
	seen := make(map[key]bool)
	for _, act := range graph.Roots {
		if act.Err != nil {
			if len(act.Package.Errors) == 0 {
				return sc, fmt.Errorf("%s: %w", act.Package.ID, act.Err)
			}
			continue // counted as a load error
		}
		res, ok := act.Result.(*sites.Result)
		if !ok {
			continue
		}
		for _, s := range res.Sites {
			k := key{act.Package.Fset.Position(s.Expr.Pos()), s.Kind(), s.Sink + "." + s.Param}
			if !seen[k] {
				seen[k] = true
				sc.Roles[s.Kind()]++
			}
		}
	}
	return sc, nil
}
