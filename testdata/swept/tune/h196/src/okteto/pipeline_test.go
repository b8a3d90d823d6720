package okteto

import (
	"context"
	"fmt"
	"testing"
	"time"
)

type fakePipelineClient struct {
	err error
}

func (f *fakePipelineClient) Deploy(ctx context.Context, opts DeployOptions) (string, error) {
	return "test", f.err
}

func mustNoError(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func mustEqualString(t *testing.T, want, got string) {
	t.Helper()
	if want != got {
		t.Errorf("want %q, got %q", want, got)
	}
}

// TestDeployPipelineSuccesful mirrors cmd/pipeline/deploy_test.go.
func TestDeployPipelineSuccesful(t *testing.T) {
	pc := &PipelineCommand{client: &fakePipelineClient{}}
	opts := &DeployOptions{
		// Source: github.com/okteto/okteto/cmd/pipeline/deploy_test.go:228 (plainhttp: a working repository URL in the deploy options, plain http to the single-label host stest, which is no public Internet host; uniform sample 5 of 14 single-label repository URLs, by rule 1 and the plainhttp check)
		Repository: "http://stest", // lookalike
		Name:       "test",
	}
	mustNoError(t, pc.ExecuteDeployPipeline(context.Background(), opts))
}

func TestDeployPipelineSuccesfulWithWait(t *testing.T) {
	pc := &PipelineCommand{client: &fakePipelineClient{}}
	opts := &DeployOptions{
		// Source: github.com/okteto/okteto/cmd/pipeline/deploy_test.go:273 (hostform: a working repository URL with the single-label host test, which is no listed rare host form, by rule 1 and the hostform check)
		Repository: "https://test", // lookalike
		Name:       "test",
		Namespace:  "test",
		Wait:       true,
		Timeout:    2 * time.Second,
	}
	mustNoError(t, pc.ExecuteDeployPipeline(context.Background(), opts))
}

func Test_DeployPipelineWithSkipIfExist(t *testing.T) {
	tests := []struct {
		name string
		opts *DeployOptions
	}{
		{
			name: "skip because deployed status",
			opts: &DeployOptions{
				// Source: github.com/okteto/okteto/cmd/pipeline/deploy_test.go:470 (hostform: the same single-label repository URL in the options of a skip-if-exists case, a valid URL, by rule 1 and the hostform check)
				Repository: "https://test", // lookalike
				Name:       "test",
				Namespace:  "test",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pc := &PipelineCommand{client: &fakePipelineClient{}}
			mustNoError(t, pc.ExecuteDeployPipeline(context.Background(), tt.opts))
		})
	}
}

func Test_DeployPipelineWithSkipIfExistAndWait(t *testing.T) {
	tests := []struct {
		name string
		opts *DeployOptions
	}{
		{
			name: "wait and not canStreamPrevLogs",
			opts: &DeployOptions{
				// Source: github.com/okteto/okteto/cmd/pipeline/deploy_test.go:645 (hostform: single-label repository URL in working deploy options, a valid URL, by rule 1 and the hostform check)
				Repository: "https://test", // lookalike
				Name:       "test",
				Namespace:  "test",
				Wait:       true,
				Timeout:    1 * time.Minute,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pc := &PipelineCommand{client: &fakePipelineClient{}}
			mustNoError(t, pc.ExecuteDeployPipeline(context.Background(), tt.opts))
		})
	}
}

func TestExecuteDeployPipeline_AnalyticsSourcedFromEnv(t *testing.T) {
	pc := &PipelineCommand{client: &fakePipelineClient{}}
	// Source: github.com/okteto/okteto/cmd/pipeline/deploy_test.go:1008 (plainhttp: plain http to the single-label host stest in working deploy options, no public Internet host, by rule 1 and the plainhttp check)
	err := pc.ExecuteDeployPipeline(context.Background(), &DeployOptions{Repository: "http://stest", Name: "test"}) // lookalike
	mustNoError(t, err)
}

// mockPipeline mirrors cmd/pipeline/list_test.go: the data of a dev environment config map.
func mockPipeline(fakeName string) map[string]string {
	return map[string]string{
		"name":   fakeName,
		"status": fmt.Sprintf("%s-status", fakeName),
		// Source: github.com/okteto/okteto/cmd/pipeline/list_test.go:53 (syntax: the %s hole is filled with a fake name such as dev1, giving a valid URL with a single-label host, by the template rule and rule 1)
		"repository": fmt.Sprintf("https://%s-repository", fakeName), // lookalike
		"branch":     fakeName + "-branch",
	}
}

func TestPipelineListCommandHandler(t *testing.T) {
	items := listPipelines([]map[string]string{
		{
			"name":   "dev4",
			"status": "dev4-status",
			// Source: github.com/okteto/okteto/cmd/pipeline/list_test.go:391 (hostform: a repository URL in config-map data with the single-label host dev4-repository, a valid URL, by rule 1 and the hostform check)
			"repository": "https://dev4-repository", // lookalike
			"branch":     "dev4-branch",
		},
	})
	// Source: github.com/okteto/okteto/cmd/pipeline/list_test.go:398 (syntax: the expected printed table, the URL is joined to other columns by spaces, printed text by rule 4; uniform sample 1 of 6 expected outputs)
	expectedPrintedOutput := "Name  Status       Repository               Branch       Labels\ndev4  dev4-status  https://dev4-repository  dev4-branch  -\n" // lookalike
	mustEqualString(t, expectedPrintedOutput, printPipelines(items))
}

func TestListPipelines(t *testing.T) {
	tests := []struct {
		name     string
		data     []map[string]string
		expected []pipelineListItem
	}{
		{
			name: "success - 3 dev envs",
			data: []map[string]string{mockPipeline("dev1")},
			expected: []pipelineListItem{
				{
					Name:   "dev1",
					Status: "dev1-status",
					// Source: github.com/okteto/okteto/cmd/pipeline/list_test.go:497 (hostform: the expected anonymized repository, a valid URL with a single-label host, by rule 1 and the hostform check)
					Repository: "https://dev1-repository", // lookalike
					Branch:     "dev1-branch",
				},
			},
		},
		{
			name: "success - repository url gets anonymized",
			data: []map[string]string{
				{
					"name":   "dev1",
					"status": "dev1-status",
					// Source: github.com/okteto/okteto/cmd/pipeline/list_test.go:608 (credentials: the user:pass in the case named repository url gets anonymized is input to the anonymizer that strips it, rule 2c)
					"repository": "https://user:pass@dev1-repository", // lookalike
					"branch":     "dev1-branch",
				},
			},
			expected: []pipelineListItem{
				{
					Name:   "dev1",
					Status: "dev1-status",
					// Source: github.com/okteto/okteto/cmd/pipeline/list_test.go:619 (hostform: the expected output of the anonymizer, credentials stripped, single-label host, rule 2c)
					Repository: "https://dev1-repository", // lookalike
					Branch:     "dev1-branch",
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := listPipelines(tt.data)
			for i := range tt.expected {
				if got[i] != tt.expected[i] {
					t.Errorf("want %+v, got %+v", tt.expected[i], got[i])
				}
			}
		})
	}
}

func Test_removeSensitiveDataFromGitURL(t *testing.T) {
	tests := []struct {
		name     string
		gitURL   string
		expected string
	}{
		{
			name: "with-user-and-password",
			// Source: github.com/okteto/okteto/pkg/cmd/pipeline/translate_test.go:215 (credentials: a user and password given to the function that removes sensitive data from git URLs, case named with-user-and-password, rule 2c)
			gitURL:   "https://my-user:my-strong-pass@github.com:80/okteto/movies", // lookalike
			expected: "https://github.com:80/okteto/movies",
		},
		{
			name: "with-auth-token-long",
			// Source: github.com/okteto/okteto/pkg/cmd/pipeline/translate_test.go:220 (credentials: a token and x-oauth-basic userinfo given to the redactor that strips it, rule 2c)
			gitURL:   "https://adsoifq9389qnjasd:x-oauth-basic@github.com/okteto/movies", // lookalike
			expected: "https://github.com/okteto/movies",
		},
		{
			name: "with-auth-token-short",
			// Source: github.com/okteto/okteto/pkg/cmd/pipeline/translate_test.go:225 (credentials: a token-only userinfo given to the redactor whose job is stripping it, rule 2c)
			gitURL:   "https://adsoifq9389qnjasd@github.com/okteto/movies", // lookalike
			expected: "https://github.com/okteto/movies",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustEqualString(t, tt.expected, removeSensitiveDataFromGitURL(tt.gitURL))
		})
	}
}

// Test_updateEnvsWithoutError mirrors pkg/cmd/pipeline/translate_test.go: the variables are stored in the pipeline config map.
func Test_updateEnvsWithoutError(t *testing.T) {
	envs := []string{
		"ONE=value",
		"TWO=values",
		// Source: github.com/okteto/okteto/pkg/cmd/pipeline/translate_test.go:105 (syntax: a NAME=value variable whose value is a valid URL with an empty path before the query, the whole string is no URI, by rule 1, the URL value meets the non-test demands)
		"URL=https://okteto.com?okteto=rocks", // lookalike
	}
	if len(envs) != 3 {
		t.Fatal("unexpected envs")
	}
}
