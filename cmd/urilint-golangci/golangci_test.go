package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCustomGolangciLint builds a golangci-lint with the plugin, as
// urilint-golangci does, and runs it: on a project with findings and
// README's settings, with a typo in the settings, with --fix, and on
// urilint itself with the project's own configuration. Its temporary
// directory is its own, so that golangci-lint's lock file there is too.
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
	t.Setenv("TMPDIR", t.TempDir())
	bin := filepath.Join(t.TempDir(), "golangci-lint-urilint")
	start := time.Now()
	if _, err := Build(Options{Out: bin, URILintDir: root}); err != nil {
		t.Fatal(err)
	}
	t.Logf("built golangci-lint with urilint in %v", time.Since(start).Round(time.Second))

	project := t.TempDir()
	copyDir(t, "testdata/project", project)
	cfg := filepath.Join(project, "golangci.yml")
	writeFile(t, cfg, Config) // README's configuration

	t.Run("findings", func(t *testing.T) {
		out, err := golangci(t, bin, project, "run", "-c", cfg, "./...")
		if err == nil {
			t.Fatalf("golangci-lint found nothing:\n%s", out)
		}
		for _, want := range []string{
			`main.go:6:12: schemecase: scheme "HTTP" of "HTTP://example.com/" is not lowercase (RFC 3986 §3.1) (urilint)`,
			`main.go:9:25: credentials: password in the userinfo of "https://user:***@example.com/"`,
			// Two findings on one line: uniq-by-line is off.
			`main.go:10:12: schemecase: scheme "HTTPS"`,
			`main.go:10:31: port: port "443"`,
		} {
			if !strings.Contains(out, want) {
				t.Errorf("output lacks %q:\n%s", want, out)
			}
		}
		for _, unwanted := range []string{"hostcase", `port "80"`, "hunter2", "schemecase: schemecase"} {
			if strings.Contains(out, unwanted) {
				t.Errorf("output has %q (disabled, nolint or secret):\n%s", unwanted, out)
			}
		}
	})

	// README's configuration turns off the source lines, which
	// golangci-lint prints as they are; its JSON output holds them always,
	// as README warns.
	t.Run("no password", func(t *testing.T) {
		out, _ := golangci(t, bin, project, "run", "-c", cfg, "./...")
		if strings.Contains(out, "hunter2") {
			t.Errorf("golangci-lint with README's configuration shows the password:\n%s", out)
		}
		out, _ = golangci(t, bin, project, "run", "-c", cfg, "--output.json.path=stdout", "--output.text.path=stderr", "./...")
		if !strings.Contains(out, "hunter2") {
			t.Errorf("golangci-lint's JSON output holds no source line; README's warning is out of date:\n%s", out)
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

func golangci(t *testing.T, bin, dir string, args ...string) (string, error) {
	t.Helper()
	// Another golangci-lint on the machine holds its own lock.
	args = append([]string{args[0], "--allow-parallel-runners"}, args[1:]...)
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

// TestREADMEConfig checks that README shows the configuration that
// urilint-golangci prints and the tests use.
func TestREADMEConfig(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "<!-- readme-test: golangci.yml -->\n```yaml\n"+Config+"```\n") {
		t.Errorf("README.md lacks urilint-golangci's configuration:\n%s", Config)
	}
}
