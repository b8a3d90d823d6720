package kopia

import "path/filepath"

// createSnapshot snapshots an FS entry; si.Path is a local filesystem path.
func createSnapshot(si SourceInfo) SourceInfo {
	// sanitize source path
	// Source: github.com/kopia/kopia/snapshot/snapshotmaintenance/helper_test.go:19 (pathjoin: filepath.Clean is applied to a snapshot source's local filesystem path, never a URL)
	si.Path = filepath.Clean(si.Path) // lookalike

	return si
}
