package lima

import (
	"os"
	"path/filepath"
	"testing"
)

func FuzzDownload(f *testing.F) {
	f.Fuzz(func(t *testing.T, fileContents []byte) {
		localFile := filepath.Join(t.TempDir(), "localFile")
		remoteFile := filepath.Join(t.TempDir(), "remoteFile")
		if err := os.WriteFile(remoteFile, fileContents, 0o600); err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/downloader/fuzz_test.go:23 (escaper: the same raw file:// prefix the downloader strips verbatim, the sink's own demand under rule 5)
		testLocalFileURL := "file://" + remoteFile // lookalike
		_, _ = Download(localFile, testLocalFileURL)
	})
}
