package terragrunt

import (
	"net/url"
	"os"
	"strings"
	"testing"
)

func TestSplitSourceURL(t *testing.T) {
	testCases := []struct {
		name               string
		sourceURL          string
		expectedSo         string
		expectedModulePath string
	}{
		{
			name: "parent-url-one-child-no-double-slash",
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:100 (credentials: the ssh userinfo is the user name git with no password, input to SplitSourceURL, rule 2c)
			sourceURL:  "ssh://git@github.com/foo/modules.git/foo", // lookalike
			expectedSo: "ssh://git@github.com/foo/modules.git/foo",
		},
		{
			name: "parent-url-one-child-with-double-slash",
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:110 (credentials: the user name git with no password, in a table of SplitSourceURL inputs, rule 2c)
			sourceURL:          "ssh://git@github.com/foo/modules.git//foo", // lookalike
			expectedSo:         "ssh://git@github.com/foo/modules.git",
			expectedModulePath: "foo",
		},
		{
			name: "separate-ref-with-slash",
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:122 (credentials: the user name git with no password, in a table of SplitSourceURL inputs, rule 2c)
			sourceURL:          "ssh://git@github.com/foo/modules.git//foo?ref=feature/modules", // lookalike
			expectedSo:         "ssh://git@github.com/foo/modules.git?ref=feature/modules",
			expectedModulePath: "foo",
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			sourceURL, err := url.Parse(tc.sourceURL)
			if err != nil {
				t.Fatal(err)
			}

			root, modulePath, err := SplitSourceURL(sourceURL)
			if err != nil || root.String() != tc.expectedSo || modulePath != tc.expectedModulePath {
				t.Errorf("got %q %q %v", root, modulePath, err)
			}
		})
	}
}

// normalizeSourceURL stands in for the source normalization ToSourceURL runs.
func normalizeSourceURL(source string) string {
	if strings.HasPrefix(source, "http://bitbucket.org/") {
		source = "https://" + strings.TrimPrefix(source, "http://")
	}

	for _, host := range []string{"https://github.com/", "https://gitlab.com/", "https://bitbucket.org/"} {
		if strings.HasPrefix(source, host) {
			base, sub, _ := strings.Cut(strings.TrimPrefix(source, "https://"), "//")
			out := "git::https://" + base + ".git"
			if sub != "" {
				out += "//" + sub
			}

			return out
		}
	}

	return source
}

func TestToSourceUrl(t *testing.T) {
	testCases := []struct {
		sourceURL         string
		expectedSourceURL string
	}{
		{
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:158 (sink: a source already in go-getter's git:: form, input to the source normalizer, rule 2c)
			sourceURL:         "git::https://github.com/gruntwork-io/repo-name", // lookalike
			expectedSourceURL: "git::https://github.com/gruntwork-io/repo-name",
		},
		{
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:162 (syntax: "//modules/module-name" is go-getter's subdir selector, input to the source normalizer, rule 2c)
			sourceURL: "https://github.com/gruntwork-io/repo-name//modules/module-name", // lookalike
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:163 (sink: the expected normalizer output in go-getter's git:: form with the //subdir selector, rule 2c)
			expectedSourceURL: "git::https://github.com/gruntwork-io/repo-name.git//modules/module-name", // lookalike
		},
		{
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:166 (syntax: "//modules/module-name" is go-getter's subdir selector in an ssh source the normalizer passes through, rule 2c)
			sourceURL:         "ssh://github.com/gruntwork-io/repo-name//modules/module-name", // lookalike
			expectedSourceURL: "ssh://github.com/gruntwork-io/repo-name//modules/module-name",
		},
		{
			sourceURL: "https://bitbucket.org/atlassian/aws-ecr-push-image",
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:175 (sink: the expected normalizer output in go-getter's git:: form, rule 2c)
			expectedSourceURL: "git::https://bitbucket.org/atlassian/aws-ecr-push-image.git", // lookalike
		},
		{
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:178 (plainhttp: the plain http source is a row of a table varying the URI on purpose, input to the normalizer that upgrades it to https, rules 2c and 2d)
			sourceURL:         "http://bitbucket.org/atlassian/aws-ecr-push-image", // lookalike
			expectedSourceURL: "git::https://bitbucket.org/atlassian/aws-ecr-push-image.git",
		},
		{
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:193 (sink: a source in go-getter's gcs:: forced form, input to the normalizer that passes it through, rule 2c)
			sourceURL:         "gcs::https://www.googleapis.com/storage/v1/modules/foomodule.zip", // lookalike
			expectedSourceURL: "gcs::https://www.googleapis.com/storage/v1/modules/foomodule.zip",
		},
		{
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:197 (credentials: the userinfo is the user name name with no password, so nothing secret is in the URI)
			sourceURL:         "git::https://name@dev.azure.com/name/project-name/_git/repo-name", // lookalike
			expectedSourceURL: "git::https://name@dev.azure.com/name/project-name/_git/repo-name",
		},
	}

	for _, tc := range testCases {
		assertEqualString(t, tc.expectedSourceURL, normalizeSourceURL(tc.sourceURL))

		if _, err := ToSourceURL(tc.sourceURL, os.TempDir()); err != nil {
			t.Error(err)
		}
	}
}

// RewriteLegacyGCSPublicSource prefixes plain GCS storage URLs with gcs::.
func RewriteLegacyGCSPublicSource(source string, controlEnabled bool) string {
	if controlEnabled {
		return source
	}

	for _, prefix := range []string{"https://www.googleapis.com/storage/", "http://www.googleapis.com/storage/"} {
		if strings.HasPrefix(source, prefix) {
			return "gcs::" + source
		}
	}

	return source
}

func TestRewriteLegacyGCSPublicSource(t *testing.T) {
	tests := []struct {
		name           string
		source         string
		want           string
		controlEnabled bool
	}{
		{
			name:   "public storage URL is rewritten",
			source: "https://www.googleapis.com/storage/v1/modules/foo.zip",
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:233 (sink: the expected rewrite in go-getter's gcs:: forced form, rule 2c)
			want: "gcs::https://www.googleapis.com/storage/v1/modules/foo.zip", // lookalike
		},
		{
			name:   "http storage URL is rewritten",
			source: "http://www.googleapis.com/storage/v1/modules/foo.zip",
			// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:238 (plainhttp: the row named http storage URL varies the scheme on purpose and this is the expected rewrite of that input, rules 2b and 2d)
			want: "gcs::http://www.googleapis.com/storage/v1/modules/foo.zip", // lookalike
		},
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assertEqualString(t, tc.want, RewriteLegacyGCSPublicSource(tc.source, tc.controlEnabled))
		})
	}
}

// TestRewriteLegacyGCSPublicSourceMissingControl pins the fallback when no
// control is configured: rewrite applied, no warning.
func TestRewriteLegacyGCSPublicSourceMissingControl(t *testing.T) {
	got := RewriteLegacyGCSPublicSource("https://www.googleapis.com/storage/v1/modules/foo.zip", false)
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:293 (sink: the expected rewrite in go-getter's gcs:: forced form, rule 2c)
	assertEqualString(t, "gcs::https://www.googleapis.com/storage/v1/modules/foo.zip", got) // lookalike
}

func TestRegressionSupportForGitRemoteCodecommit(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:299 (hostform: after the codecommit::region:// remote helper the host is the repository name my_app_modules, an identifier and no DNS host, rule 5)
	source := "git::codecommit::ap-northeast-1://my_app_modules//my-app/modules/main-module" // lookalike
	sourceURL, err := ToSourceURL(source, ".")
	if err != nil {
		t.Fatal(err)
	}

	assertEqualString(t, "git::codecommit::ap-northeast-1", sourceURL.Scheme)

	actualRootRepo, actualModulePath, err := SplitSourceURL(sourceURL)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/tf/source_test.go:309 (hostform: the expected root repo names a CodeCommit repository after a remote-helper scheme, an identifier and no DNS host, rule 5)
	assertEqualString(t, "git::codecommit::ap-northeast-1://my_app_modules", actualRootRepo.String()) // lookalike
	assertEqualString(t, "my-app/modules/main-module", actualModulePath)
}
