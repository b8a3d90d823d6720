package tekton

import (
	"os"
	"path/filepath"
	"testing"
)

func TestBasicFlagHandling(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "username"), []byte("bar"), 0o777); err != nil {
		t.Fatalf("os.WriteFile(username) = %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "password"), []byte("baz"), 0o777); err != nil {
		t.Fatalf("os.WriteFile(password) = %v", err)
	}

	e, err := newBasicEntry("https://github.com", dir)
	if err != nil {
		t.Fatal(err)
	}
	b := []byte(e.url.String() + "\n")

	// Source: github.com/tektoncd/pipeline/pkg/credentials/gitcreds/creds_test.go:79 (credentials: the expected .git-credentials line, into which the code puts the password the test wrote on its own to the Secret's password file, rule 2c)
	expectedGitCredentials := "https://bar:baz@github.com\n" // lookalike
	if string(b) != expectedGitCredentials {
		t.Errorf("got: %v, wanted: %v", string(b), expectedGitCredentials)
	}
}

const UrlParam = "url"

func TestValidateParams(t *testing.T) {
	tests := []struct {
		name   string
		params map[string]string
	}{
		{
			name: "https url with username password",
			params: map[string]string{
				// Source: github.com/tektoncd/pipeline/pkg/remoteresolution/resolver/git/resolver_test.go:90 (credentials: a row named for its username and password, input of the resolver's parameter validation, rules 2b and 2c)
				UrlParam:     "https://user:pass@foo/bar/hello/moto", // lookalike
				"pathInRepo": "bar",
				"revision":   "baz",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_ = tt.params
		})
	}
}

type RefSource struct {
	URI        string
	Digest     map[string]string
	EntryPoint string
}

func TestGetPipelineFunc_VerifySuccess(t *testing.T) {
	matchPolicyRefSource := &RefSource{
		// Source: github.com/tektoncd/pipeline/pkg/reconciler/pipelinerun/resources/pipelineref_test.go:605 (syntax: the URI is padded with a tab in front, which by rule 2b no one types by accident; the policy's unanchored pattern still matches it)
		URI: "	https://github.com/tektoncd/catalog.git", // lookalike
		Digest: map[string]string{
			"sha1": "a123",
		},
		EntryPoint: "foo/bar",
	}
	_ = matchPolicyRefSource
}

type StepResult struct {
	Name  string
	Value string
}

func TestMakeTaskRunStatus(t *testing.T) {
	results := []StepResult{{
		Name: "uri",
		// Source: github.com/tektoncd/pipeline/pkg/pod/status_test.go:310 (syntax: a result value ending in a line feed, a control character the test writes on purpose, rule 2b)
		Value: "https://foo.bar\n", // lookalike
	}}
	_ = results
}
