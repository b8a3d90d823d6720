package faascli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func Test_diff_no_changes(t *testing.T) {
	yamlPath := filepath.Join(t.TempDir(), "stack.yaml")
	// Source: github.com/openfaas/faas-cli/commands/diff_test.go:19 (syntax: a YAML stack file the test writes, whose provider gateway is a well-formed local URL, fine under rule 1; the literal is YAML, not a URI; uniform sample 1 of 8 from 20 stack-file fixtures)
	yamlContent := "version: 1.0\nprovider:\n  name: openfaas\n  gateway: http://127.0.0.1:8080\nfunctions:\n  myfunc:\n    lang: golang-middleware\n    handler: ./myfunc\n    image: ttl.sh/test/myfunc:latest\n" // lookalike
	if err := os.WriteFile(yamlPath, []byte(yamlContent), 0644); err != nil {
		t.Fatal(err)
	}
	s := mockHTTPServer(t)
	defer s.Close()
	resetForTest()
	faasCmd.SetArgs([]string{"diff", "-f", yamlPath, "--gateway=" + s.URL})
	if err := faasCmd.Execute(); err != nil {
		t.Fatalf("Expected clean diff to return nil, got: %s", err)
	}
}

func Test_diff_no_changes_with_deployed_namespace(t *testing.T) {
	yamlPath := filepath.Join(t.TempDir(), "stack.yaml")
	s := mockHTTPServer(t)
	defer s.Close()
	resetForTest()
	var executeErr error
	captureStdout(func() {
		faasCmd.SetArgs([]string{
			"diff",
			"-f", yamlPath,
			// Source: github.com/openfaas/faas-cli/commands/diff_test.go:115 (colonpath: a command-line flag carrying the local test server's URL to the command, no relative reference, and the URL after = is a working value fine under rule 1; uniform sample 2 of 8 from 23 --gateway flags)
			"--gateway=" + s.URL, // lookalike
		})
		executeErr = faasCmd.Execute()
	})
	if executeErr != nil {
		t.Fatalf("Expected clean diff, got: %s", executeErr)
	}
}

func Test_diff_image_changed(t *testing.T) {
	yamlPath := filepath.Join(t.TempDir(), "stack.yaml")
	// Source: github.com/openfaas/faas-cli/commands/diff_test.go:132 (syntax: a YAML stack file with a well-formed local gateway URL, fine under rule 1; uniform sample 2 of 8 from 20 stack-file fixtures)
	yamlContent := "version: 1.0\nprovider:\n  name: openfaas\n  gateway: http://127.0.0.1:8080\nfunctions:\n  myfunc:\n    lang: golang-middleware\n    handler: ./myfunc\n    image: ttl.sh/test/myfunc:v1.0.0\n" // lookalike
	if err := os.WriteFile(yamlPath, []byte(yamlContent), 0644); err != nil {
		t.Fatal(err)
	}
}

func Test_diff_env_all_reports_deployed_only_env(t *testing.T) {
	yamlPath := filepath.Join(t.TempDir(), "stack.yaml")
	s := mockHTTPServer(t)
	defer s.Close()
	resetForTest()
	var executeErr error
	captureStdout(func() {
		faasCmd.SetArgs([]string{
			"diff",
			"-f", yamlPath,
			// Source: github.com/openfaas/faas-cli/commands/diff_test.go:316 (colonpath: a command-line flag carrying the local test server's URL, no relative reference; the URL is a working value fine under rule 1; uniform sample 3 of 8 from 23 --gateway flags)
			"--gateway=" + s.URL, // lookalike
			"--env=all",
		})
		executeErr = faasCmd.Execute()
	})
	_ = executeErr
}

func Test_diff_env_changed(t *testing.T) {
	yamlPath := filepath.Join(t.TempDir(), "stack.yaml")
	// Source: github.com/openfaas/faas-cli/commands/diff_test.go:353 (syntax: a YAML stack file with a well-formed local gateway URL, fine under rule 1; uniform sample 3 of 8 from 20 stack-file fixtures)
	yamlContent := "version: 1.0\nprovider:\n  name: openfaas\n  gateway: http://127.0.0.1:8080\nfunctions:\n  myfunc:\n    lang: golang-middleware\n    handler: ./myfunc\n    image: ttl.sh/test/myfunc:latest\n    environment:\n      LOG_LEVEL: debug\n" // lookalike
	if err := os.WriteFile(yamlPath, []byte(yamlContent), 0644); err != nil {
		t.Fatal(err)
	}
}

func Test_diff_function_not_deployed(t *testing.T) {
	yamlPath := filepath.Join(t.TempDir(), "stack.yaml")
	// Source: github.com/openfaas/faas-cli/commands/diff_test.go:515 (syntax: a YAML stack file with a well-formed local gateway URL, fine under rule 1; uniform sample 4 of 8 from 20 stack-file fixtures)
	yamlContent := "version: 1.0\nprovider:\n  name: openfaas\n  gateway: http://127.0.0.1:8080\nfunctions:\n  missing-func:\n    lang: golang-middleware\n    handler: ./missing-func\n    image: ttl.sh/test/missing-func:latest\n" // lookalike
	if err := os.WriteFile(yamlPath, []byte(yamlContent), 0644); err != nil {
		t.Fatal(err)
	}
	s := mockHTTPServer(t)
	defer s.Close()
	resetForTest()
	captureStdout(func() {
		faasCmd.SetArgs([]string{
			"diff",
			"-f", yamlPath,
			// Source: github.com/openfaas/faas-cli/commands/diff_test.go:547 (colonpath: a command-line flag carrying the local test server's URL, no relative reference; the URL is a working value fine under rule 1; uniform sample 4 of 8 from 23 --gateway flags)
			"--gateway=" + s.URL, // lookalike
		})
		faasCmd.Execute()
	})
}

func Test_diff_no_yaml_file(t *testing.T) {
	resetForTest()

	faasCmd.SetArgs([]string{
		"diff",
		// Source: github.com/openfaas/faas-cli/commands/diff_test.go:628 (colonpath: a command-line flag whose value is a well-formed local gateway URL, no relative reference; the expected error is about the missing YAML file, not the URL, fine under rule 1)
		"--gateway=http://127.0.0.1:8080", // lookalike
	})

	err := faasCmd.Execute()
	if err == nil {
		t.Fatal("Expected error for missing YAML file, got nil")
	}
	if !strings.Contains(err.Error(), "no YAML file specified") {
		t.Fatalf("Unexpected error message: %s", err.Error())
	}
}
