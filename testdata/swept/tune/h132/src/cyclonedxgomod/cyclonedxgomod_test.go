package cyclonedxgomod

import "testing"

func TestResolveVCSURL(t *testing.T) {
	// Source: github.com/CycloneDX/cyclonedx-gomod/internal/sbom/convert/module/module_test.go:288 (hostcase: the expected URL has a lower-case host, upper-case letters appear only in the case-sensitive path)
	want := "https://github.com/CycloneDX/cyclonedx-go" // lookalike
	if got := resolveVCSURL("github.com/CycloneDX/cyclonedx-go"); got != want {
		t.Fatalf("got %q", got)
	}
}
