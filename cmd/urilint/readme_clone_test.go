package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var readmeSlow = flag.Bool("readme.slow", false, "also run README's slow clone steps (building gopls; TestGopls builds it the same way)")

// A readmeBlock is a fenced block of README.md under a
// "<!-- readme-test: KIND -->" comment.
type readmeBlock struct {
	kind string // clone, clone slow, module or golangci.yml
	text string
	line int
}

var readmeMarker = regexp.MustCompile(`(?m)^([ \t]*)<!-- readme-test: ([a-z. ]+) -->\n[ \t]*` + "```" + `[a-z]*\n`)

func readmeBlocks(t *testing.T, readme string) []readmeBlock {
	t.Helper()
	var blocks []readmeBlock
	for _, m := range readmeMarker.FindAllStringSubmatchIndex(readme, -1) {
		indent := readme[m[2]:m[3]]
		rest := readme[m[1]:]
		end := strings.Index(rest, "```")
		if end < 0 {
			t.Fatalf("README.md: unterminated block after byte %d", m[0])
		}
		var text strings.Builder
		for line := range strings.Lines(rest[:end]) {
			text.WriteString(strings.TrimPrefix(line, indent))
		}
		blocks = append(blocks, readmeBlock{readme[m[4]:m[5]], text.String(), strings.Count(readme[:m[0]], "\n") + 2})
	}
	return blocks
}

// knownModule is the module README's commands run on: a schemecase
// finding with a fix, two findings on one line, and a password.
var knownModule = map[string]string{
	"go.mod": "module example.com/known\n\ngo 1.26\n",
	"main.go": `package main

import "net/http"

func main() {
	http.Get("HTTP://example.com/")
	http.Get("HTTPS://example.com:443/")
	http.Get("https://bob:s3cret-readme@example.com/")
}
`,
}

// TestREADMEClone follows README from a clone: it runs the commands of
// the blocks marked for the clone in this repository, with GOBIN and
// TMPDIR of its own, then each block marked for a module, a line at a
// time, on a fresh module with known findings.
func TestREADMEClone(t *testing.T) {
	if testing.Short() {
		t.Skip("installs the commands and builds golangci-lint")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := readmeBlocks(t, string(readme))
	// A GOPATH of its own, so that go install writes where README says,
	// with the real module cache, so that nothing is fetched twice.
	modcache, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	gopath, tmp, cache := t.TempDir(), t.TempDir(), t.TempDir()
	bin := filepath.Join(gopath, "bin")
	base := append(os.Environ(),
		"GOPATH="+gopath, "GOBIN=", "GOMODCACHE="+strings.TrimSpace(string(modcache)), "URILINT_SRC="+root,
		"TMPDIR="+tmp, "GOLANGCI_LINT_CACHE="+cache, "GOFLAGS=-mod=mod", "GOWORK=off")
	env := append(slices.Clip(base), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	sh := func(dir, line string) (string, int) {
		return shell(t, dir, line, env)
	}

	var golangciYML string
	var kinds []string
	for _, b := range blocks {
		kinds = append(kinds, b.kind)
		switch b.kind {
		case "clone", "clone slow":
			if b.kind == "clone slow" && !*readmeSlow {
				t.Logf("README.md:%d: skipped without -readme.slow: %s", b.line, strings.TrimSpace(b.text))
				continue
			}
			for _, line := range commands(b.text) {
				if out, status := sh(root, line); status != 0 {
					t.Fatalf("README.md:%d: in the clone, %s: status %d\n%s", b.line, line, status, out)
				}
			}
		case "golangci.yml":
			golangciYML = b.text
		}
	}
	for _, want := range []string{"clone", "module", "golangci.yml", "clone slow"} {
		if !strings.Contains(strings.Join(kinds, ","), want) {
			t.Errorf("README.md has no block marked %q", want)
		}
	}

	for _, b := range blocks {
		if b.kind != "module" {
			continue
		}
		mod := newKnownModule(t)
		writeTestFile(t, filepath.Join(mod, ".golangci.yml"), golangciYML)
		var all strings.Builder
		for _, line := range commands(b.text) {
			out, status := sh(mod, line)
			all.WriteString(out)
			// Status 1 says that something was found, or a diff printed.
			if status > 1 || status == 1 && !reported.MatchString(out) {
				t.Errorf("README.md:%d: %s: status %d\n%s", b.line, line, status, out)
			}
		}
		if !strings.Contains(all.String(), `schemecase: scheme "HTTP" of "HTTP://example.com/" is not lowercase`) {
			t.Errorf("README.md:%d: the commands do not report the known finding:\n%s", b.line, all.String())
		}
		if strings.Contains(all.String(), "s3cret-readme") {
			t.Errorf("README.md:%d: the commands print the password:\n%s", b.line, all.String())
		}
		src, err := os.ReadFile(filepath.Join(mod, "main.go"))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(b.text, "-fix") && bytes.Contains(src, []byte(`"HTTP://`)) {
			t.Errorf("README.md:%d: the fix commands left the scheme:\n%s", b.line, src)
		}
		if strings.Contains(b.text, "golangci") && !strings.Contains(all.String(), `port "443"`) {
			t.Errorf("README.md:%d: golangci-lint hides the second finding on a line:\n%s", b.line, all.String())
		}
	}

	// Where nothing of urilint is installed, or declared as a tool,
	// every command that runs it fails, and says why.
	var path []string
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		if _, err := os.Stat(filepath.Join(dir, "urilint")); err != nil {
			path = append(path, dir) // not this test's own urilint
		}
	}
	missing := append(slices.Clip(base), "PATH="+strings.Join(path, string(os.PathListSeparator)), "GOPATH="+t.TempDir())
	for _, b := range blocks {
		if b.kind != "module" {
			continue
		}
		mod := newKnownModule(t)
		for _, line := range commands(b.text) {
			if isSetup(line) || !strings.Contains(line, "urilint") {
				continue
			}
			out, status := shell(t, mod, line, missing)
			if status == 0 || strings.TrimSpace(out) == "" {
				t.Errorf("README.md:%d: without urilint, %s: status %d, output %q", b.line, line, status, out)
			}
		}
	}
}

// newKnownModule writes knownModule in a new directory and returns it.
func newKnownModule(t *testing.T) string {
	mod := t.TempDir()
	for name, content := range knownModule {
		writeTestFile(t, filepath.Join(mod, name), content)
	}
	return mod
}

// isSetup reports whether a README command line installs or declares
// urilint rather than runs it.
func isSetup(line string) bool {
	return strings.HasPrefix(line, "go mod ") || strings.HasPrefix(line, "go get ") || strings.HasPrefix(line, "go install ")
}

// shell runs a command line with bash in dir and returns its output,
// with what it wrote to a file named after "> ", and its status.
func shell(t *testing.T, dir, line string, env []string) (string, int) {
	t.Helper()
	cmd := exec.Command("bash", "-c", line)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("%s: %v", line, err)
	}
	if _, file, ok := strings.Cut(line, "> "); ok {
		data, _ := os.ReadFile(filepath.Join(dir, strings.TrimSpace(file)))
		out = append(out, data...) // what the command wrote
	}
	return string(out), cmd.ProcessState.ExitCode()
}

// commands returns the command lines of a shell block.
func commands(block string) []string {
	var out []string
	for line := range strings.Lines(block) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out
}

// reported matches a finding, in text, JSON or SARIF, or a diff.
var reported = regexp.MustCompile(`(?m)\.go:\d+:\d+: |"ruleId"|^\+\+\+ `)

func writeTestFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
