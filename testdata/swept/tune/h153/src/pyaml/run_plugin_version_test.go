package pyaml

import (
	"strings"
	"testing"
)

func TestVersionDuplicate(t *testing.T) {
	// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_plugin_version_test.go:176 (syntax: a well-formed https download URL that sits inside YAML program text, the line breaks belong to the YAML)
	const text = "resources:\n  res-a:\n    options:\n      pluginDownloadURL: https://example.com\n  res-b:\n    options:\n      pluginDownloadURL: https://example.com\n" // lookalike
	urls, err := loadTemplate(text)
	if err != nil || len(urls) != 2 {
		t.Fatal(err)
	}
}

func TestVersionConflicts(t *testing.T) {
	// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_plugin_version_test.go:213 (syntax: two well-formed https download URLs that conflict on purpose inside YAML program text)
	const text = "resources:\n  res-a:\n    options:\n      pluginDownloadURL: https://example.com\n  res-b:\n    options:\n      pluginDownloadURL: https://example.com/v2\n" // lookalike
	urls, err := loadTemplate(text)
	if err != nil {
		t.Fatal(err)
	}
	got := "<stdin>:14:26: Package test already declared with a conflicting plugin download URL: " + urls[0]
	// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_plugin_version_test.go:234 (syntax: the URL ends an expected diagnostic's prose, rule 4)
	if !strings.Contains(got, "<stdin>:14:26: Package test already declared with a conflicting plugin download URL: https://example.com") { // lookalike
		t.Errorf("unexpected diagnostic %q", got)
	}
}
