package pulumik8s

import (
	"os"
	"path/filepath"
	"testing"
)

func TestParseFiles(t *testing.T) {
	tempDir := t.TempDir()
	if err := os.WriteFile(filepath.Join(tempDir, "manifest-01.yaml"), []byte("{}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	args := parseOptions{}
	// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/provider/yaml/v2/yaml_test.go:439 (sink: a file path given to Parse, which calls http.Get only when url.Parse reports an absolute URL and reads the file otherwise.)
	args.Files = []string{filepath.Join(tempDir, "manifest-01.yaml")} // lookalike
	if _, err := parseFiles(args); err != nil {
		t.Fatal(err)
	}
}
