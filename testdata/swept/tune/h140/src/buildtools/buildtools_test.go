package buildtools

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type commandLine struct {
	target string
	tokens []string
}

func parseCommandFile(s string) []commandLine {
	var out []commandLine
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		cmd, target, _ := strings.Cut(line, "|")
		out = append(out, commandLine{target: target, tokens: strings.Fields(cmd)})
	}
	return out
}

func TestCommandFileTwoCommands(t *testing.T) {
	commands := parseCommandFile(readCommandFile(t))
	// Source: github.com/bazelbuild/buildtools/edit/buildozer_command_file_test.go:63 (port: a Bazel target label read from a command file, not a host and port; uniform sample of 12 of 45)
	if commands[1].target != "//test-project:mytarget" { // lookalike
		t.Error("Second read command should be for the correct target")
	}
	// Source: github.com/bazelbuild/buildtools/edit/buildozer_command_file_test.go:86 (port: a Bazel dependency label in a parsed command, not a host and port; uniform sample of 12 of 45)
	if commands[1].tokens[2] != "//other-project:othertarget" { // lookalike
		t.Error("Second read command should contain the correct command tokens")
	}
}

func readCommandFile(t *testing.T) string {
	data, err := os.ReadFile(filepath.Join("commands", "two_commands.txt"))
	if err != nil {
		t.Skip(err)
	}
	return string(data)
}

func TestTargetExpressionToBuildFiles(t *testing.T) {
	tmp := t.TempDir()
	for _, tc := range []struct {
		dir    string
		target string
		want   string
	}{
		// Source: github.com/bazelbuild/buildtools/edit/buildozer_test.go:315 (port: a Bazel target expression mapped to BUILD files, not a host and port; uniform sample of 12 of 45)
		{tmp, "//a:foo", filepath.Join(tmp, "a", "BUILD")}, // lookalike
	} {
		if tc.want == "" {
			t.Error(tc.target)
		}
	}
}

func TestSetSelect(t *testing.T) {
	args := []string{
		"args",
		// Source: github.com/bazelbuild/buildtools/edit/buildozer_test.go:920 (port: the Bazel select default key, a label and not a host and port; uniform sample of 12 of 45)
		"//conditions:default", "-test.timeout=876s", // lookalike
	}
	if len(args) != 3 {
		t.Fatal(args)
	}
}

func TestExtensionProxies(t *testing.T) {
	for _, tc := range []struct {
		extBzlFiles []string
		dev         bool
	}{
		{
			// Source: github.com/bazelbuild/buildtools/edit/bzlmod/bzlmod_test.go:86 (port: Bazel labels of a module extension file, not hosts with ports; uniform sample of 12 of 45)
			[]string{"//bzl:extensions.bzl", "@//bzl:extensions.bzl"}, // lookalike
			false,
		},
		{
			// Source: github.com/bazelbuild/buildtools/edit/bzlmod/bzlmod_test.go:114 (port: Bazel labels of a module extension file under a repo name, not hosts with ports; uniform sample of 12 of 45)
			[]string{"//bzl:extensions.bzl", "@//bzl:extensions.bzl", "@repo_name//bzl:extensions.bzl"}, // lookalike
			false,
		},
	} {
		if len(tc.extBzlFiles) == 0 {
			t.Fatal(tc.dev)
		}
	}
}

func parseLabel(in string) (repo, pkg, rule string) {
	if strings.HasPrefix(in, "@") {
		repo, in, _ = strings.Cut(in[1:], "/")
	}
	in = strings.TrimLeft(in, "/")
	pkg, rule, found := strings.Cut(in, ":")
	if !found || rule == "" {
		rule = pkg[strings.LastIndex(pkg, "/")+1:]
	}
	return repo, pkg, rule
}

var parseLabelTests = []struct {
	in   string
	repo string
	pkg  string
	rule string
}{
	// Source: github.com/bazelbuild/buildtools/edit/edit_test.go:41 (port: a Bazel label with an empty target is input to the label parser under test, not an empty port (rule 2c); uniform sample of 12 of 45)
	{"//base:", "", "base", "base"}, // lookalike
}

func TestParseLabel(t *testing.T) {
	for i, tt := range parseLabelTests {
		repo, pkg, rule := parseLabel(tt.in)
		if repo != tt.repo || pkg != tt.pkg || rule != tt.rule {
			t.Errorf("%d. parseLabel(%q) => (%q, %q, %q)", i, tt.in, repo, pkg, rule)
		}
	}
}

func checkFindings(t *testing.T, category, src string) {
	if category == "" || src == "" {
		t.Fatal("empty input")
	}
}

func TestSkylark(t *testing.T) {
	checkFindings(t, "skylark-comment", "# Skyline\nfoo()\n"+
		// Source: github.com/bazelbuild/buildtools/warn/warn_cosmetic_test.go:324 (syntax: the URL is in a comment line of Starlark source given to the linter (rule 4); uniform sample of 12 of 45)
		"# see https://docs.bazel.build/versions/main/skylark/lib/Label.html\n"+ // lookalike
		"Label()\n")
}

func TestFunctionDocstringArgs(t *testing.T) {
	checkFindings(t, "function-docstring-args", "def f(x):\n   \"\"\"This is a function.\n\n   Documented here:\n"+
		// Source: github.com/bazelbuild/buildtools/warn/warn_docstring_test.go:241 (plainhttp: the URL is a documentation example inside a docstring in Starlark source given to the linter (rule 4); uniform sample of 12 of 45)
		"   http://example.com\n"+ // lookalike
		"   \"\"\"\n   return x\n")
}
