package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"

	"slices"
	"strings"

	"github.com/urilint/urilint/uri"
)

// fixResult is what -fixcheck found on one target.
type fixResult struct {
	label    string
	packages int // analyzed (for std: testdata packages that type-check)
	skipped  int // std testdata packages that do not type-check
	changed  int // files -fix changed
	fixes    int // findings -fix fixed
	// ran counts the go build, go vet and go test runs of the changed
	// packages, each before and after -fix.
	ran      int
	broken   []string
	fixable  []string // still fixable after -fix
	unstable []string // changed by a second -fix
	leaks    []string // -diff output that shows a secret
	panics   int
}

// runFixCheck applies urilint -fix to a scratch copy of each module, and
// of each testdata package of the standard library that type-checks; the
// fixed code, tests included, must still type-check, and a second run
// must find nothing fixable.
func runFixCheck(targets []*target, tool string, stdout io.Writer, logf func(string, ...any)) bool {
	ok := true
	var results []*fixResult
	for _, t := range targets {
		if t.Err != nil {
			continue
		}
		var r *fixResult
		if t.isStd() {
			r = fixCheckStd(tool, logf)
		} else {
			r = fixCheckModule(t, tool, logf)
		}
		if len(r.broken)+len(r.fixable)+len(r.unstable)+len(r.leaks)+r.panics > 0 {
			ok = false
		}
		results = append(results, r)
	}
	fmt.Fprintln(stdout, "| Target | Packages | Skipped (do not type-check) | Findings fixed | Files changed | go build/vet/test runs | Broken after | Fixable after | Changed by a second -fix | Secrets in -diff | Panics |")
	fmt.Fprintln(stdout, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, r := range results {
		fmt.Fprintf(stdout, "| %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d |\n", r.label, r.packages, r.skipped, r.fixes, r.changed, r.ran,
			len(r.broken), len(r.fixable), len(r.unstable), len(r.leaks), r.panics)
		for _, b := range r.broken {
			fmt.Fprintf(stdout, "\nbroken after -fix: %s\n", b)
		}
		for _, f := range r.fixable {
			fmt.Fprintf(stdout, "\nfixable after -fix: %s\n", f)
		}
		for _, f := range r.unstable {
			fmt.Fprintf(stdout, "\nchanged by a second -fix: %s\n", f)
		}
		for _, f := range r.leaks {
			fmt.Fprintf(stdout, "\nsecret in -diff: %s\n", f)
		}
	}
	return ok
}

func fixCheckModule(t *target, tool string, logf func(string, ...any)) *fixResult {
	r := &fixResult{label: t.label()}
	scratch, err := os.MkdirTemp("", "urilint-fixcheck-")
	if err != nil {
		r.broken = append(r.broken, err.Error())
		return r
	}
	defer os.RemoveAll(scratch)
	if err := os.CopyFS(scratch, os.DirFS(t.Dir)); err != nil {
		r.broken = append(r.broken, err.Error())
		return r
	}
	env := targetEnv(t)
	logf("fixcheck %s", t.label())
	// No output of -diff may show a secret: what MaskPasswords would
	// still hide is one.
	_, diff, _ := runTool(scratch, env, tool, "-diff", "./...")
	for line := range strings.Lines(diff) {
		if uri.MaskPasswords(line) != line {
			r.leaks = append(r.leaks, strings.TrimSpace(uri.MaskPasswords(line)))
		}
	}
	r.check(scratch, env, tool, t.Dir, "./...")
	if out, err := goOutput(scratch, env, "list", "./..."); err == nil {
		r.packages = len(strings.Fields(out))
	}
	// A second -fix changes nothing.
	before := snapshot(scratch)
	runTool(scratch, env, tool, "-fix", "./...")
	for name, data := range snapshot(scratch) {
		if !bytes.Equal(before[name], data) {
			r.unstable = append(r.unstable, name)
		}
	}
	// The packages -fix changed build, vet and test as they did before.
	for _, pkg := range changedPackages(t.Dir, scratch) {
		for _, args := range [][]string{{"build", pkg}, {"vet", pkg}, {"test", "-count=1", "-timeout=10m", pkg}} {
			okBefore := goRuns(t.Dir, env, args)
			okAfter := goRuns(scratch, env, args)
			r.ran += 2
			if okBefore && !okAfter {
				r.broken = append(r.broken, fmt.Sprintf("go %s: passes before -fix, fails after", strings.Join(args, " ")))
			}
		}
	}
	return r
}

// goRuns reports whether the go command succeeds in dir.
func goRuns(dir string, env []string, args []string) bool {
	cmd := exec.Command("go", args...)
	cmd.Dir, cmd.Env = dir, env
	return cmd.Run() == nil
}

// snapshot returns the Go files under dir, by relative name.
func snapshot(dir string) map[string][]byte {
	files := make(map[string][]byte)
	_ = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			rel, _ := filepath.Rel(dir, path)
			files[rel], _ = os.ReadFile(path)
		}
		return nil
	})
	return files
}

// changedPackages returns the directories, as "./dir" patterns, of the Go
// files of orig whose copy in dir differs.
func changedPackages(orig, dir string) []string {
	var out []string
	a, b := snapshot(orig), snapshot(dir)
	for name, data := range a {
		if !bytes.Equal(data, b[name]) {
			out = append(out, "./"+filepath.ToSlash(filepath.Dir(name)))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// fixCheckStd runs the check on each testdata package of the standard
// library, copied alone into a scratch GOPATH; most do not type-check on
// purpose, and are skipped.
func fixCheckStd(tool string, logf func(string, ...any)) *fixResult {
	r := &fixResult{label: "std testdata"}
	goroot, err := goOutput("", nil, "env", "GOROOT")
	if err != nil {
		r.broken = append(r.broken, err.Error())
		return r
	}
	var dirs []string
	err = filepath.WalkDir(filepath.Join(strings.TrimSpace(goroot), "src"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && strings.Contains(filepath.ToSlash(path), "/testdata/") {
			dirs = append(dirs, filepath.Dir(path))
		}
		return err
	})
	if err != nil {
		r.broken = append(r.broken, err.Error())
		return r
	}
	dirs = slices.Compact(dirs)
	gopath, err := os.MkdirTemp("", "urilint-fixcheck-std-")
	if err != nil {
		r.broken = append(r.broken, err.Error())
		return r
	}
	defer os.RemoveAll(gopath)
	env := withEnv(os.Environ(), "GO111MODULE=off", "GOPATH="+gopath, "GOFLAGS=", "GOWORK=off")
	logf("fixcheck std: %d testdata packages", len(dirs))
	for i, d := range dirs {
		dst := filepath.Join(gopath, "src", fmt.Sprintf("p%d", i))
		if err := os.MkdirAll(dst, 0o755); err != nil {
			r.broken = append(r.broken, err.Error())
			return r
		}
		goFiles, _ := filepath.Glob(filepath.Join(d, "*.go"))
		for _, f := range goFiles {
			data, err := os.ReadFile(f)
			if err == nil {
				err = os.WriteFile(filepath.Join(dst, filepath.Base(f)), data, 0o644)
			}
			if err != nil {
				r.broken = append(r.broken, err.Error())
				return r
			}
		}
		// A package that does not type-check as it is, alone, is out.
		if status, _, _ := runTool(dst, env, tool, "-json", "."); status == 2 {
			r.skipped++
			os.RemoveAll(dst)
			continue
		}
		r.packages++
		r.check(dst, env, tool, d, ".")
	}
	return r
}

// check runs -fix in dir, then the type check and the second run; orig
// is the untouched copy, to count the files changed.
func (r *fixResult) check(dir string, env []string, tool, orig, pattern string) {
	_, found, _ := runTool(dir, env, tool, "-json", pattern)
	r.fixes += strings.Count(found, `"suggested_fixes"`)
	status, _, stderr := runTool(dir, env, tool, "-fix", pattern)
	r.panics += countPanics(stderr)
	if status == 2 {
		r.broken = append(r.broken, dir+": urilint -fix: "+tail(stderr, 5))
		return
	}
	r.changed += changedFiles(orig, dir)
	// The second run loads the packages, tests included, and so
	// type-checks them: status 2 says they no longer do. (go vet would
	// add its own findings, which these packages have on purpose.)
	status, out, stderr := runTool(dir, env, tool, "-json", pattern)
	r.panics += countPanics(stderr)
	if status == 2 {
		r.broken = append(r.broken, dir+": "+tail(stderr, 5))
	}
	if bytes.Contains([]byte(out), []byte(`"suggested_fixes"`)) {
		r.fixable = append(r.fixable, dir)
	}
}

// runTool runs urilint and returns its exit status and output.
func runTool(dir string, env []string, tool string, args ...string) (int, string, string) {
	cmd := exec.Command(tool, args...)
	cmd.Dir, cmd.Env = dir, env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, stdout.String(), stderr.String()
	case errors.As(err, &exit):
		return exit.ExitCode(), stdout.String(), stderr.String()
	}
	return 2, stdout.String(), err.Error()
}

// changedFiles counts the Go files of orig whose copy in dir differs.
func changedFiles(orig, dir string) int {
	n := 0
	// A file that cannot be read counts as unchanged: the type check
	// that follows says what matters.
	_ = filepath.WalkDir(orig, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		rel, _ := filepath.Rel(orig, path)
		a, errA := os.ReadFile(path)
		b, errB := os.ReadFile(filepath.Join(dir, rel))
		if errA == nil && errB == nil && !bytes.Equal(a, b) {
			n++
		}
		return nil
	})
	return n
}
