package terragrunt

import (
	"strings"
	"testing"
)

// NewDoc stands in for module.NewDoc, which parses a module README.
func NewDoc(content string) string {
	for _, line := range strings.Split(content, "\n") {
		if title, ok := strings.CutPrefix(line, "# "); ok {
			return title
		}
	}

	return ""
}

// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/doc_test.go:78 (syntax: a Markdown README with links among prose, input to the doc parser and no URI, rules 2c and 4)
var testH1EksK8sArgocd = "\n# EKS K8s GitOps Module\nThis module deploys [Argo CD](https://argo-cd.readthedocs.io/en/stable/) to an EKS cluster. See the [Argo CD](https://argo-cd.readthedocs.io/en/stable/) for more details.\n\n" // lookalike

// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/doc_test.go:116 (syntax: a Markdown README with badge image links, input to the doc parser and no URI, rules 2c and 4)
var testH1EcsCluster = "\n# Amazon ECS Cluster\n\n[![Maintained by Gruntwork](https://img.shields.io/badge/maintained%20by-gruntwork.io-%235849a6.svg)](https://gruntwork.io)\n![Terraform version](https://img.shields.io/badge/tf-%3E%3D1.1.0-blue.svg)\n" // lookalike

func TestH1Title(t *testing.T) {
	for content, want := range map[string]string{
		testH1EksK8sArgocd: "EKS K8s GitOps Module",
		testH1EcsCluster:   "Amazon ECS Cluster",
	} {
		assertEqualString(t, want, NewDoc(content))
	}
}

func TestModuleTerraformSourcePath(t *testing.T) {
	testCases := []struct {
		name      string
		cloneURL  string
		moduleDir string
		expected  string
	}{
		{
			name: "root module without ref",
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/module_test.go:21 (sink: a clone URL in go-getter's git:: form, input to the source-path builder, rule 2c; uniform sample 3 of 12 git:: sources in this table)
			cloneURL:  "git::https://github.com/org/repo.git", // lookalike
			moduleDir: "",
			expected:  "git::https://github.com/org/repo.git",
		},
		{
			name:      "submodule without ref",
			cloneURL:  "git::https://github.com/org/repo.git",
			moduleDir: "modules/foo",
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/module_test.go:35 (sink: the expected go-getter source with git:: prefix and //subdir selector, the form the terraform source takes; uniform sample 3 of 12)
			expected: "git::https://github.com/org/repo.git//modules/foo", // lookalike
		},
		{
			name:      "ssh url with ref",
			cloneURL:  "git::ssh://git@github.com/org/repo.git?ref=v1.0.0",
			moduleDir: "modules/bar",
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/module_test.go:47 (credentials: the ssh userinfo is the user name git with no password; uniform sample 3 of 12)
			expected: "git::ssh://git@github.com/org/repo.git//modules/bar?ref=v1.0.0", // lookalike
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			m := NewModuleForTest(tc.cloneURL, tc.moduleDir)
			assertEqualString(t, tc.expected, m.TerraformSourcePath())
		})
	}
}

func newRepo(url string) *Repo {
	return &Repo{RemoteURL: url, BranchName: "main"}
}

func TestModuleURL(t *testing.T) {
	testCases := []struct {
		repo        *Repo
		name        string
		moduleDir   string
		expectedURL string
	}{
		{
			name:      "github",
			repo:      newRepo("https://github.com/acme/terraform-aws-modules"),
			moduleDir: ".",
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo_test.go:132 (dotsegment: the expected value of ModuleURL, code that builds URIs, ends in a . segment, which rule 1 holds to non-test rules since no rule 2 marks it deliberate)
			expectedURL: "https://github.com/acme/terraform-aws-modules/tree/main/.", // defect dotsegment form
		},
		{
			name:      "github enterprise",
			repo:      newRepo("https://github.acme.com/acme/terraform-aws-modules"),
			moduleDir: ".",
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo_test.go:138 (dotsegment: the expected browse URL built by ModuleURL ends in a . segment, a working URI not in normal form, held to non-test rules by rule 1)
			expectedURL: "https://github.acme.com/acme/terraform-aws-modules/tree/main/.", // defect dotsegment form
		},
		{
			name:      "gitlab",
			repo:      newRepo("https://gitlab.com/acme/terraform-aws-modules"),
			moduleDir: ".",
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo_test.go:144 (dotsegment: the expected browse URL built by ModuleURL ends in a . segment, held to non-test rules by rule 1)
			expectedURL: "https://gitlab.com/acme/terraform-aws-modules/-/tree/main/.", // defect dotsegment form
		},
		{
			name:      "gitlab self-hosted",
			repo:      newRepo("https://gitlab.acme.com/acme/terraform-aws-modules"),
			moduleDir: ".",
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo_test.go:150 (dotsegment: the expected browse URL built by ModuleURL ends in a . segment, held to non-test rules by rule 1)
			expectedURL: "https://gitlab.acme.com/acme/terraform-aws-modules/-/tree/main/.", // defect dotsegment form
		},
		{
			name:      "bitbucket",
			repo:      newRepo("https://bitbucket.org/acme/terraform-aws-modules"),
			moduleDir: ".",
			// Source: github.com/gruntwork-io/terragrunt/internal/services/catalog/module/repo_test.go:156 (dotsegment: the expected browse URL built by ModuleURL has a . segment before its query, held to non-test rules by rule 1)
			expectedURL: "https://bitbucket.org/acme/terraform-aws-modules/browse/.?at=main", // defect dotsegment form
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			assertEqualString(t, tc.expectedURL, tc.repo.ModuleURL(tc.moduleDir))
		})
	}
}
