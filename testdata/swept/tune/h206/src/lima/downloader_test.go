package lima

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDownloadLocal(t *testing.T) {
	t.Run("without digest", func(t *testing.T) {
		localPath := filepath.Join(t.TempDir(), t.Name())
		localFile := filepath.Join(t.TempDir(), "test-file")
		if err := os.WriteFile(localFile, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/downloader/downloader_test.go:345 (escaper: the downloader strips the file:// prefix verbatim and opens the rest, so the temp path must be spliced raw and escaping would break it, the sink's own demand under rule 5)
		testLocalFileURL := "file://" + localFile // lookalike

		r, err := Download(localPath, testLocalFileURL)
		if err != nil || r.Status != StatusDownloaded {
			t.Fatalf("got %v, %v", r, err)
		}
	})

	t.Run("with file digest", func(t *testing.T) {
		localPath := filepath.Join(t.TempDir(), t.Name())
		localTestFile := filepath.Join(t.TempDir(), "some-file")
		if err := os.WriteFile(localTestFile, []byte("TestDownloadLocal"), 0o644); err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/downloader/downloader_test.go:359 (escaper: the same raw file:// prefix the downloader strips verbatim, the sink's own demand under rule 5)
		testLocalFileURL := "file://" + localTestFile // lookalike

		r, err := Download(localPath, testLocalFileURL)
		if err != nil || r.Status != StatusDownloaded {
			t.Fatalf("got %v, %v", r, err)
		}
	})

	t.Run("cached", func(t *testing.T) {
		localFile := filepath.Join(t.TempDir(), "test-file")
		if err := os.WriteFile(localFile, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/downloader/downloader_test.go:375 (escaper: the same raw file:// prefix the downloader strips verbatim, the sink's own demand under rule 5)
		testLocalFileURL := "file://" + localFile // lookalike

		cacheDir := filepath.Join(t.TempDir(), "cache")
		if _, err := Cached(testLocalFileURL, cacheDir); err == nil {
			t.Fatal("want not cached")
		}
	})
}

func TestDownloadCompressed(t *testing.T) {
	check := func(t *testing.T, ext string) {
		t.Helper()
		localPath := filepath.Join(t.TempDir(), t.Name())
		localFile := filepath.Join(t.TempDir(), "test-file"+ext)
		if err := os.WriteFile(localFile, []byte("TestDownloadCompressed"), 0o644); err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/downloader/downloader_test.go:401 (escaper: the same raw file:// prefix the downloader strips verbatim, the sink's own demand under rule 5)
		r, err := Download(localPath, "file://"+localFile) // lookalike
		if err != nil || r.Status != StatusDownloaded {
			t.Fatalf("got %v, %v", r, err)
		}
	}
	t.Run("gzip", func(t *testing.T) { check(t, ".gz") })

	t.Run("bzip2", func(t *testing.T) {
		localPath := filepath.Join(t.TempDir(), t.Name())
		localFile := filepath.Join(t.TempDir(), "test-file") + ".bz2"
		if err := os.WriteFile(localFile, []byte("TestDownloadCompressed"), 0o644); err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/downloader/downloader_test.go:433 (escaper: the same raw file:// prefix the downloader strips verbatim, the sink's own demand under rule 5)
		testLocalFileURL := "file://" + localFile // lookalike

		if _, err := Download(localPath, testLocalFileURL); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("unknown decompressor", func(t *testing.T) {
		localPath := filepath.Join(t.TempDir(), t.Name())
		localFile := filepath.Join(t.TempDir(), "test-file.rar")
		if err := os.WriteFile(localFile, []byte("TestDownloadCompressed"), 0o644); err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lima-vm/lima/v2/pkg/downloader/downloader_test.go:449 (escaper: the same raw file:// prefix the downloader strips verbatim, the sink's own demand under rule 5)
		testLocalFileURL := "file://" + localFile // lookalike

		if _, err := Download(localPath, testLocalFileURL); err != nil {
			t.Fatal(err)
		}
	})
}
