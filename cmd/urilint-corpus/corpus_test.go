package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestSmallestModule runs the evaluation end to end on the smallest module
// of the corpus: fetched through the module proxy, prepared, linted by a
// freshly built urilint, and counted. It must find its sites, and raise no
// panic and no finding (every finding on it was triaged as false and
// fixed).
func TestSmallestModule(t *testing.T) {
	if testing.Short() {
		t.Skip("fetches a module and builds urilint")
	}
	dir := t.TempDir()
	t.Chdir("../..") // run builds ./cmd/urilint
	var out, errOut bytes.Buffer
	if status := run([]string{"-modules", "mux", "-dir", dir}, &out, &errOut); status != 0 {
		t.Fatalf("status %d\n%s\n%s", status, out.String(), errOut.String())
	}
	row := regexp.MustCompile(`(?m)^\| mux@v1\.8\.1 \| 1 \|(?: \d+ \|){7} (\d+) \| (\d+) \| (\d+) \| (\d+) \|`)
	m := row.FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("no row for mux in:\n%s", out.String())
	}
	if sites, findings, exit, panics := m[1], m[2], m[3], m[4]; sites == "0" || findings != "0" || exit != "0" || panics != "0" {
		t.Errorf("mux: sites %s, findings %s, exit %s, panics %s; want sites, and no finding, status 0, no panic\n%s", sites, findings, exit, panics, out.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "results", "table.md")); err != nil {
		t.Error(err)
	}

	// -fix on a scratch copy: nothing to fix, nothing broken.
	out.Reset()
	errOut.Reset()
	if status := run([]string{"-fixcheck", "-modules", "mux", "-dir", dir}, &out, &errOut); status != 0 {
		t.Fatalf("-fixcheck: status %d\n%s\n%s", status, out.String(), errOut.String())
	}
	if want := "| mux@v1.8.1 | 1 | 0 | 0 | 0 | 0 | 0 |"; !bytes.Contains(out.Bytes(), []byte(want)) {
		t.Errorf("-fixcheck: no row %q in:\n%s", want, out.String())
	}
}

// TestCorpusList checks the pinned list: at least 15 modules (issue 12),
// each with a unique short name and path, a pinned version that parses,
// and the standard library last.
func TestCorpusList(t *testing.T) {
	if len(corpus) < 15 {
		t.Errorf("corpus has %d modules, want at least 15", len(corpus))
	}
	names, paths := make(map[string]bool), make(map[string]bool)
	for _, m := range corpus {
		if names[m.Name] || paths[m.Path] {
			t.Errorf("%s (%s) is listed twice", m.Name, m.Path)
		}
		names[m.Name], paths[m.Path] = true, true
		if m.Path == "std" {
			continue
		}
		if _, ok := parseSemver(m.Version); !ok {
			t.Errorf("%s: version %q is not a semantic version", m.Name, m.Version)
		}
	}
	if last := corpus[len(corpus)-1]; last.Path != "std" {
		t.Errorf("last module is %s, want std", last.Name)
	}
	got, err := selectModules("gitea, mux")
	if err != nil || len(got) != 2 || got[0].Name != "mux" || got[1].Name != "gitea" {
		t.Errorf(`selectModules("gitea, mux") = %v, %v; want mux then gitea`, got, err)
	}
}
