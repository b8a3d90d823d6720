package lima

import (
	"path/filepath"
	"testing"
)

type useAbsLocatorsTestCase struct {
	description string
	locator     string
	template    string
	expected    string
}

var useAbsLocatorsTestCases = []useAbsLocatorsTestCase{
	{
		"Single string base template",
		"template:foo",
		`base: bar.yaml`,
		`base: template:bar.yaml`,
	},
	{
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:37 (syntax: the description of a test case, prose naming the legacy form and no URI, rule 4)
		"Legacy template:// base template", // lookalike
		"template://foo",
		`base: bar.yaml`,
		`base: template:bar.yaml`,
	},
	{
		"Block style of four base templates",
		"template:foo",
		"\nbase:\n- bar.yaml\n- template:my\n" +
			// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:75 (syntax: a YAML template text whose list holds a well-formed https URL; the document is no URI, a URL inside a larger text and no URI itself, as prose under rule 4)
			"- https://example.com/my.yaml\n- baz.yaml\n", // lookalike
		"\nbase:\n- template:bar.yaml\n- template:my\n" +
			// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:82 (syntax: the expected YAML text, the https URL left unchanged; the document is no URI, a URL inside a larger text and no URI itself, as prose under rule 4)
			"- https://example.com/my.yaml\n- template:baz.yaml\n", // lookalike
	},
}

func TestUseAbsLocatorsTable(t *testing.T) {
	for _, tc := range useAbsLocatorsTestCases {
		if tc.description == "" || tc.locator == "" || tc.template == "" || tc.expected == "" {
			t.Errorf("incomplete case %+v", tc)
		}
	}
}

func TestBasePath(t *testing.T) {
	root, err := filepath.Abs("/")
	if err != nil {
		t.Fatal(err)
	}
	volume := filepath.VolumeName(root)

	t.Run("", func(t *testing.T) {
		actual, err := basePath("/foo/bar")
		if err != nil || actual != filepath.Clean(volume+"/foo") {
			t.Errorf("got %q, %v", actual, err)
		}
	})

	t.Run("", func(t *testing.T) {
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:174 (plainhttp: input to basePath, the URL-handling code under test (rule 2c), with the single-label test host host)
		actual, err := basePath("http://host/foo") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:176 (baseslash: expected base of basePath without a trailing slash, which absPath extends with JoinPath rather than resolving against it (rule 2c))
		if want := "http://host"; actual != want { // lookalike
			t.Errorf("got %q, want %q", actual, want)
		}
	})

	t.Run("", func(t *testing.T) {
		actual, err := basePath("http://host/foo/bar")
		if err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:182 (baseslash: expected directory base without a trailing slash, joined later with JoinPath (rule 2c); uniform sample 8 of 10 single-label http literals in this file)
		if want := "http://host/foo"; actual != want { // lookalike
			t.Errorf("got %q, want %q", actual, want)
		}
	})
}

func TestAbsPath(t *testing.T) {
	root, err := filepath.Abs("/")
	if err != nil {
		t.Fatal(err)
	}
	volume := filepath.VolumeName(root)

	t.Run("", func(t *testing.T) {
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:231 (plainhttp: an absolute locator given to absPath, the code under test (rule 2c), with the single-label test host host)
		actual, err := absPath("http://host/foo", volume+"/root") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:233 (plainhttp: expected output of absPath, the same single-label test URL returned unchanged (rule 2c))
		if want := "http://host/foo"; actual != want { // lookalike
			t.Errorf("got %q, want %q", actual, want)
		}
	})

	t.Run("Relative paths must be underneath the basePath", func(t *testing.T) {
		if _, err := absPath("../foo", volume+"/root"); err == nil {
			t.Fatal("want error")
		}
	})

	t.Run("", func(t *testing.T) {
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:298 (baseslash: a base with no trailing slash given to absPath, which appends with JoinPath so nothing is dropped (rule 2c))
		actual, err := absPath("foo", "http://host") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:300 (plainhttp: expected output of absPath with the single-label test host (rule 2c))
		if want := "http://host/foo"; actual != want { // lookalike
			t.Errorf("got %q, want %q", actual, want)
		}
	})

	t.Run("", func(t *testing.T) {
		actual, err := absPath("bar", "http://host/foo")
		if err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/abs_test.go:306 (plainhttp: expected output of absPath with the single-label test host (rule 2c))
		if want := "http://host/foo/bar"; actual != want { // lookalike
			t.Errorf("got %q, want %q", actual, want)
		}
	})
}
