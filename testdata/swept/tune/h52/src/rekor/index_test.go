package rekor

import "testing"

func TestSearchIndexHandler_SubjectLowercased(t *testing.T) {
	// Source: github.com/sigstore/rekor/pkg/api/index_test.go:221 (hostcase: mixed-case input to a handler whose job is lowercasing subjects for lookup, a deliberate fixture of that normaliser.)
	const mixed = "https://GitHub.com/OwnerName/RepoName/.github/workflows/Build.yml@refs/heads/Main" // lookalike
	var lookups [][]string
	SearchIndexHandler(mixed, func(keys []string) { lookups = append(lookups, keys) })
	if len(lookups) != 1 || lookups[0][0] != lookupKey(mixed) {
		t.Fatalf("expected lowercased lookup; got %v", lookups)
	}
}
