package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFixIsIdempotent runs the whole suite with -fix over the testdata of
// every check, then again: the fixed code must still type-check, and
// nothing fixable may be left, whichever check's fix made the change.
func TestFixIsIdempotent(t *testing.T) {
	if testing.Short() {
		t.Skip("loads many packages")
	}
	dirs, err := filepath.Glob("../../passes/*/testdata/src")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	t.Setenv("GO111MODULE", "off")
	t.Setenv("GOFLAGS", "")
	for _, dir := range dirs {
		check := filepath.Base(filepath.Dir(filepath.Dir(dir)))
		t.Run(check, func(t *testing.T) {
			gopath := t.TempDir()
			src := filepath.Join(gopath, "src")
			if err := os.CopyFS(src, os.DirFS(dir)); err != nil {
				t.Fatal(err)
			}
			t.Setenv("GOPATH", gopath)
			t.Chdir(src)
			pkgs := ownPackages(t, src)

			var out, errOut bytes.Buffer
			if status := run(append([]string{"-fix"}, pkgs...), &out, &errOut); status == exitError {
				t.Fatalf("urilint -fix: status %d\n%s", status, errOut.String())
			}
			out.Reset()
			errOut.Reset()
			status := run(append([]string{"-json"}, pkgs...), &out, &errOut)
			if status == exitError {
				t.Fatalf("after -fix, urilint: status %d (does the fixed code type-check?)\n%s", status, errOut.String())
			}
			var tree map[string]map[string][]jsonDiagnostic
			if err := json.Unmarshal(out.Bytes(), &tree); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			for pkg, byCheck := range tree {
				for name, diags := range byCheck {
					for _, d := range diags {
						if len(d.SuggestedFixes) > 0 {
							t.Errorf("%s: %s still has a fix after -fix: %s: %s", pkg, name, d.Posn, d.Message)
						}
					}
				}
			}
		})
	}
}

// ownPackages lists the packages of a testdata tree, less the stubs of
// third-party packages, whose paths start with a domain.
func ownPackages(t *testing.T, src string) []string {
	var pkgs []string
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && !strings.Contains(e.Name(), ".") {
			pkgs = append(pkgs, "./"+e.Name())
		}
	}
	return pkgs
}
