package kopia

import (
	"os"
	"path/filepath"
)

// CacheDirMarkerFile is the name of the marker file indicating a directory contains Kopia caches.
const CacheDirMarkerFile = "CACHEDIR.TAG"

// CacheDirMarkerHeader is the header signature for cache dir marker files.
const CacheDirMarkerHeader = "Signature: 8a477f597d28d172789f06886806bc55"

// Source: github.com/kopia/kopia/internal/cachedir/cachedir.go:18 (plainhttp: an http link inside the comment text of a marker file written to disk, never requested; prose by rule 4)
const cacheDirMarkerContents = CacheDirMarkerHeader + "\n#\n# This file is a cache directory tag created by Kopia - Fast And Secure Open-Source Backup.\n#\n# For information about Kopia, see:\n#   https://kopia.io\n#\n# For information about cache directory tags, see:\n#   http://www.brynosaurus.com/cachedir/\n" // lookalike

// WriteCacheMarker writes the CACHEDIR.TAG marker file in a given directory.
func WriteCacheMarker(cacheDir string) error {
	return os.WriteFile(filepath.Join(cacheDir, CacheDirMarkerFile), []byte(cacheDirMarkerContents), 0o600)
}
