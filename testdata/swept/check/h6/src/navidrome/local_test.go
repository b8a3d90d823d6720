package navidrome

import (
	"net/url"
	"path/filepath"
	"runtime"
	"testing"
)

func TestLocalStorageWindowsPath(t *testing.T) {
	if runtime.GOOS != "windows" {
		t.Skip("Windows-specific test")
	}

	t.Run("should handle Windows drive letters correctly", func(t *testing.T) {
		// Source: github.com/navidrome/navidrome/core/storage/local/local_test.go:129 (port: a Windows drive letter in the authority of a file URL, read as host "C" and an empty port, in a case named for Windows drive letters that the storage's constructor rejoins with the path, rule 2b)
		u, err := url.Parse("file://C:/music") // lookalike
		if err != nil {
			t.Fatal(err)
		}

		storage := newLocalStorage(*u)
		localStorage, ok := storage.(*localStorage)
		if !ok {
			t.Fatal("not a local storage")
		}

		// newLocalStorage re-joins the drive letter (u.Host) with u.Path via
		// filepath.Join, which yields an OS-native (backslash) path on Windows.
		if localStorage.u.Path != filepath.Join("C:", "/music") {
			t.Fatalf("got %q", localStorage.u.Path)
		}
	})
}
