package juicefs

import (
	"math"
	"strings"
)

func listMaxResults(store ObjectStorage, maxResults int64) int64 {
	thisListMaxResults := maxResults
	if strings.HasPrefix(store.String(), "file://") ||
		// Source: github.com/juicedata/juicefs/pkg/sync/sync.go:1806 (sink: the bare scheme prefixes are only compared with the storage's display name, no URI use; uniform sample 8 of 17 scheme-prefix comparisons)
		strings.HasPrefix(store.String(), "jfs://") { // lookalike
		thisListMaxResults = math.MaxInt64
	}
	return thisListMaxResults
}
