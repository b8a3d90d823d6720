package terragrunt

import (
	"fmt"
	"strings"
	"testing"
)

func assertEqualString(t *testing.T, want, got string) {
	t.Helper()

	if want != got {
		t.Errorf("want %q, got %q", want, got)
	}
}

func TestExtractRepoURL_GitPrefix(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/catalog/tui/source_discovery_test.go:37 (sink: input to ExtractRepoURL, code whose job is stripping go-getter prefixes, in the git:: form it handles, rule 2c)
	result := ExtractRepoURL("git::https://github.com/gruntwork-io/terraform-aws-vpc.git") // lookalike
	assertEqualString(t, "https://github.com/gruntwork-io/terraform-aws-vpc.git", result)
}

func TestExtractRepoURL_GitPrefixWithSubdir(t *testing.T) {
	result := ExtractRepoURL(
		// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/catalog/tui/source_discovery_test.go:45 (sink: input to ExtractRepoURL in the git:: and //subdir go-getter form the function strips, rule 2c)
		"git::https://github.com/gruntwork-io/terraform-aws-vpc.git//modules/vpc?ref=v1.0.0", // lookalike
	)
	assertEqualString(t, "https://github.com/gruntwork-io/terraform-aws-vpc.git", result)
}

func TestExtractRepoURL_Registry(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/catalog/tui/source_discovery_test.go:61 (sink: tfr:/// with an empty host names the default registry, and the test expects ExtractRepoURL to return empty for it, rules 2a and 2c)
	result := ExtractRepoURL("tfr:///terraform-aws-modules/vpc/aws?version=3.5.0") // lookalike
	assertEqualString(t, "", result)
}

func TestExtractRepoURL_S3Prefix(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/catalog/tui/source_discovery_test.go:68 (sink: input to ExtractRepoURL in the s3:: forced-getter form it strips, rule 2c)
	result := ExtractRepoURL("s3::https://s3-eu-west-1.amazonaws.com/bucket/module.zip") // lookalike
	assertEqualString(t, "https://s3-eu-west-1.amazonaws.com/bucket/module.zip", result)
}

func TestDefaultTemplateVariables(t *testing.T) {
	vars := map[string]any{}
	// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/scaffold/scaffold_test.go:72 (sink: the scaffold source variable is a go-getter source whose git:: prefix and //subdir are the form the terraform source attribute takes)
	vars["sourceUrl"] = "git::https://github.com/gruntwork-io/terragrunt.git//test/fixtures/inputs?ref=v0.53.8" // lookalike
	vars["EnableRootInclude"] = false

	rendered := strings.ReplaceAll(DefaultTerragruntTemplate, "{{ .sourceUrl }}", fmt.Sprint(vars["sourceUrl"]))
	if !strings.Contains(rendered,
		// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/scaffold/scaffold_test.go:130 (sink: the expected terraform source in go-getter's git:: form, which is what the source attribute takes)
		"git::https://github.com/gruntwork-io/terragrunt.git//test/fixtures/inputs?ref=v0.53.8", // lookalike
	) {
		t.Error("source not rendered")
	}
}

func TestDefaultTemplateUserValueOverridesTODO(t *testing.T) {
	vars := map[string]any{
		// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/scaffold/scaffold_test.go:177 (sink: a go-getter source in the git:: form the terraform source attribute takes)
		"sourceUrl":         "git::https://github.com/gruntwork-io/terragrunt.git//mod?ref=v1", // lookalike
		"EnableRootInclude": false,
		"RootFileName":      "root.hcl",
	}

	if vars["sourceUrl"] == "" {
		t.Fatal("empty source")
	}
}

func TestBuildSourceURL(t *testing.T) {
	testCases := []struct {
		name        string
		originalURL string
		resolvedURL string
		vars        map[string]any
		expected    string
	}{
		{
			name:        "catalog URL gets ref from resolved",
			originalURL: "github.com/gruntwork-io/terragrunt-scale-catalog//modules/azure/resource-group",
			resolvedURL: "git::https://github.com/gruntwork-io/terragrunt-scale-catalog.git//" +
				// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/scaffold/source_url_test.go:23 (sink: a resolved go-getter source in git:: form given to BuildSourceURL, code that rewrites source URLs, rule 2c; uniform sample 6 of 15 git:: sources in this file)
				"modules/azure/resource-group?ref=v1.10.2", // lookalike
			expected: "github.com/gruntwork-io/terragrunt-scale-catalog//modules/azure/resource-group?ref=v1.10.2",
		},
		{
			name:        "original already has ref",
			originalURL: "github.com/gruntwork-io/repo//modules/foo?ref=v2.0.0",
			// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/scaffold/source_url_test.go:30 (sink: a resolved go-getter git:: source given to BuildSourceURL, rule 2c; uniform sample 6 of 15)
			resolvedURL: "git::https://github.com/gruntwork-io/repo.git//modules/foo?ref=v1.0.0", // lookalike
			expected:    "github.com/gruntwork-io/repo//modules/foo?ref=v2.0.0",
		},
		{
			name:        "git:: prefixed original preserved",
			originalURL: "git::https://github.com/gruntwork-io/repo.git//modules/foo",
			// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/scaffold/source_url_test.go:48 (sink: a resolved go-getter git:: source given to BuildSourceURL, rule 2c; uniform sample 6 of 15)
			resolvedURL: "git::https://github.com/gruntwork-io/repo.git//modules/foo?ref=v1.0.0", // lookalike
			expected:    "git::https://github.com/gruntwork-io/repo.git//modules/foo?ref=v1.0.0",
		},
		{
			name:        "SourceUrlType=git-ssh returns resolved URL",
			originalURL: "github.com/gruntwork-io/terragrunt.git//test/fixtures/inputs",
			resolvedURL: "git::ssh://git@github.com/gruntwork-io/terragrunt.git//test/fixtures/inputs?ref=v0.67.4",
			vars:        map[string]any{"SourceUrlType": "git-ssh"},
			// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/scaffold/source_url_test.go:62 (credentials: the ssh userinfo is the user name git with no password; uniform sample 6 of 15)
			expected: "git::ssh://git@github.com/gruntwork-io/terragrunt.git//test/fixtures/inputs?ref=v0.67.4", // lookalike
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			assertEqualString(t, tc.expected, BuildSourceURL(tc.originalURL, tc.resolvedURL, tc.vars))
		})
	}
}

func TestExtractQueryParam(t *testing.T) {
	testCases := []struct {
		name     string
		rawURL   string
		param    string
		expected string
	}{
		{
			name: "ref from go-getter URL",
			// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/scaffold/source_url_test.go:94 (sink: input to ExtractQueryParam, which splits on the last ? because of go-getter prefixes, rule 2c; uniform sample 6 of 15)
			rawURL:   "git::https://github.com/org/repo.git//modules/foo?ref=v1.0.0", // lookalike
			param:    "ref",
			expected: "v1.0.0",
		},
		{
			name: "param not present",
			// Source: github.com/gruntwork-io/terragrunt/internal/cli/commands/scaffold/source_url_test.go:112 (sink: input to ExtractQueryParam in go-getter form, rule 2c; uniform sample 6 of 15)
			rawURL:   "git::https://github.com/org/repo.git//modules/foo?depth=1", // lookalike
			param:    "ref",
			expected: "",
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			assertEqualString(t, tc.expected, ExtractQueryParam(tc.rawURL, tc.param))
		})
	}
}

func TestTFCommandHelpTemplate(t *testing.T) {
	out := TFCommandHelpTemplate

	// Source: github.com/gruntwork-io/terragrunt/internal/cli/help_test.go:85 (syntax: the expected help output carries the footer link as text shown to users, prose by rule 4)
	expectedOutput := fmt.Sprintf("Usage: terragrunt run [options] -- <tofu/terraform command>\n\n   Run a command, passing arguments to an orchestrated %s binary.\n\nSee also:\n  Terragrunt Scale: CI/CD and Drift Management for Terragrunt, from Gruntwork.\n  https://terragrunt.com/scale\n", "tofu/terraform") // lookalike

	if !strings.HasSuffix(expectedOutput, HelpFooter[1:]) || out == "" {
		t.Error("footer missing")
	}
}
