package golangci_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// golangciVersion is the golangci-lint release the plugin is tested with.
const golangciVersion = "v2.15.0"

// TestCustomGolangciLint builds a golangci-lint with the plugin, as
// "golangci-lint custom" would (which clones golangci-lint from its code
// host; this builds the same from the module proxy), and runs it: on a
// project with findings and settings, with a typo in the settings, with
// --fix, and on urilint itself with the project's own configuration.
func TestCustomGolangciLint(t *testing.T) {
	if testing.Short() {
		t.Skip("builds golangci-lint")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	bin := buildGolangciLint(t, root)

	project := t.TempDir()
	copyDir(t, "testdata/project", project)
	cfg := filepath.Join(project, "golangci.yml")

	t.Run("findings", func(t *testing.T) {
		out, err := golangci(t, bin, project, "run", "-c", cfg, "--output.text.print-issued-lines=false", "./...")
		if err == nil {
			t.Fatalf("golangci-lint found nothing:\n%s", out)
		}
		for _, want := range []string{
			`main.go:6:12: schemecase: scheme "HTTP" of "HTTP://example.com/" is not lowercase (RFC 3986 §3.1) (urilint)`,
			`main.go:9:25: credentials: password in the userinfo of "https://user:***@example.com/"`,
		} {
			if !strings.Contains(out, want) {
				t.Errorf("output lacks %q:\n%s", want, out)
			}
		}
		for _, unwanted := range []string{"hostcase", "port", "hunter2", "schemecase: schemecase"} {
			if strings.Contains(out, unwanted) {
				t.Errorf("output has %q (disabled, nolint or secret):\n%s", unwanted, out)
			}
		}
	})

	t.Run("settings typo", func(t *testing.T) {
		out, err := golangci(t, bin, project, "run", "-c", mustAbs(t, "testdata/typo.yml"), "./...")
		if err == nil || !strings.Contains(out, `unknown field "disabled"`) {
			t.Errorf("a typo in the settings: err %v, output:\n%s", err, out)
		}
	})

	t.Run("fix", func(t *testing.T) {
		out, _ := golangci(t, bin, project, "run", "-c", cfg, "--fix", "./...")
		src, err := os.ReadFile(filepath.Join(project, "main.go"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(src, []byte(`http.Get("http://example.com/")`)) {
			t.Errorf("--fix did not lowercase the scheme:\n%s\n%s", src, out)
		}
		if !bytes.Contains(src, []byte("hunter2")) {
			t.Errorf("--fix applied the opt-in credentials fix:\n%s", src)
		}
	})

	t.Run("urilint itself", func(t *testing.T) {
		self := withURILint(t, filepath.Join(root, ".golangci.yml"))
		out, err := golangci(t, bin, root, "run", "-c", self, "./...")
		if err != nil {
			t.Errorf("golangci-lint with urilint on urilint: %v\n%s", err, out)
		}
	})
}

func buildGolangciLint(t *testing.T, root string) string {
	t.Helper()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "go.mod"), `module example.com/custom-gcl

go 1.26

require (
	github.com/golangci/golangci-lint/v2 `+golangciVersion+`
	github.com/urilint/urilint v0.0.0
)

replace github.com/urilint/urilint => `+root+`
`)
	writeFile(t, filepath.Join(dir, "main.go"), `package main

import (
	"fmt"
	"os"

	"github.com/golangci/golangci-lint/v2/pkg/commands"
	"github.com/golangci/golangci-lint/v2/pkg/exitcodes"

	_ "github.com/urilint/urilint/analyzer/golangci"
)

func main() {
	info := commands.BuildInfo{Version: "`+golangciVersion+`-urilint", Commit: "custom", Date: "n/a"}
	if err := commands.Execute(info); err != nil {
		fmt.Fprintf(os.Stderr, "The command is terminated due to an error: %v\n", err)
		os.Exit(exitcodes.Failure)
	}
}
`)
	run := func(args ...string) {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run("mod", "tidy")
	bin := filepath.Join(dir, "golangci-lint")
	run("build", "-o", bin, ".")
	return bin
}

func golangci(t *testing.T, bin, dir string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOLANGCI_LINT_CACHE="+t.TempDir())
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// withURILint writes a copy of the configuration in file with urilint
// enabled, and returns its name.
func withURILint(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	for _, edit := range [][2]string{
		{"  enable:\n", "  enable:\n    - urilint\n"},
		{"  settings:\n", "  settings:\n    custom:\n      urilint:\n        type: module\n        description: checks URIs against RFC 3986\n"},
	} {
		if !strings.Contains(s, edit[0]) {
			t.Fatalf("%s has no %q line to add urilint to", file, strings.TrimSpace(edit[0]))
		}
		s = strings.Replace(s, edit[0], edit[1], 1)
	}
	out := filepath.Join(t.TempDir(), "golangci.yml")
	writeFile(t, out, s)
	return out
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	entries, err := os.ReadDir(from)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(from, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(to, e.Name()), string(data))
	}
}

func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func mustAbs(t *testing.T, name string) string {
	t.Helper()
	abs, err := filepath.Abs(name)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}
