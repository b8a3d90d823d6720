package kubebuilder

import (
	"os"
	"path/filepath"
	"testing"
)

func TestEditLicenseReplacesApacheBoilerplate(t *testing.T) {
	hackDir := filepath.Join(t.TempDir(), "hack")
	if err := os.MkdirAll(hackDir, 0o755); err != nil {
		t.Fatal(err)
	}
	// Source: sigs.k8s.io/kubebuilder/v4/pkg/plugins/golang/v4/edit_test.go:309 (plainhttp: an existing Apache license header the test writes to a boilerplate file; documentation text, not a request.)
	existingContent := "/*\nCopyright 2026.\n\nLicensed under the Apache License, Version 2.0 (the \"License\");\nYou may obtain a copy of the License at\n\n    http://www.apache.org/licenses/LICENSE-2.0\n*/" // lookalike
	if err := os.WriteFile(filepath.Join(hackDir, "boilerplate.go.txt"), []byte(existingContent), 0o644); err != nil {
		t.Fatal(err)
	}
}
