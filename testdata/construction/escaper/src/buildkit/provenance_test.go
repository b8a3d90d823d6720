package buildkit

import (
	"net/url"
	"testing"
)

// Source: github.com/moby/buildkit/frontend/dockerfile/dockerfile_provenance_test.go:550 (platform escaped with url.PathEscape in the qualifier of a pkg: package URL, which has rules of its own)
func TestProvenanceMaterials(t *testing.T) {
	platform := "linux/amd64"
	expBase := "pkg:docker/busybox@latest?platform=" + url.PathEscape(platform) // lookalike
	got := "pkg:docker/busybox@latest?platform=linux%2Famd64"
	if got != expBase {
		t.Fatalf("got %q, want %q", got, expBase)
	}
}
