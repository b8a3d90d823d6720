package tuf

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

func TestCustomRoot(t *testing.T) {
	ctx := context.Background()
	// Create a remote repository.
	td := t.TempDir()
	rootBytes := []byte("{}")
	// Tack on repository to the end of the td above since that's where
	// newTufRepo creates the repository.
	// Source: github.com/sigstore/sigstore/pkg/tuf/client_test.go:352 (escaper: rule 1 with the template rule, the test's temp directory is an absolute Unix path of safe characters, so file:// plus the raw path is a valid file URI on the Linux runners the unit tests use)
	fileURI := fmt.Sprintf("file://%s", filepath.Join(td, "repository")) // lookalike
	if err := Initialize(ctx, fileURI, rootBytes); err != nil {
		t.Error(err)
	}
}

func TestRemoteFromMirror(t *testing.T) {
	mirror := "test-bucket"
	_, err := remoteFromMirror(mirror)
	if err != nil {
		t.Fatalf("unexpected error with GCS mirror: %v", err)
	}

	// test local mirror
	tufRoot := t.TempDir()
	_ = os.Mkdir(fmt.Sprintf("%s/targets", tufRoot), 0o0750)
	// Source: github.com/sigstore/sigstore/pkg/tuf/client_test.go:886 (escaper: rule 1 with the template rule, a temp directory path of safe characters after file://, a valid local file URI on the Linux test runners)
	mirror = fmt.Sprintf("file://%s", tufRoot) // lookalike
	_, err = remoteFromMirror(mirror)
	if err != nil {
		t.Fatalf("unexpected error with GCS mirror: %v", err)
	}
}
