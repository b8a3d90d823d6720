package uri

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestInlining checks that the small functions of the hot path, and the
// accessors, stay within the compiler's inlining budget, as
// net/netip/inlining_test.go does. It builds the package with -gcflags=-m
// and reads the "can inline" lines.
func TestInlining(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping in -short mode: runs the go tool")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("skipping: go tool not available: %v", err)
	}
	t.Parallel()
	// The test runs in the package directory, so "." is this package.
	out, err := exec.Command(goTool, "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v, %s", err, out)
	}
	got := map[string]bool{}
	for _, m := range regexp.MustCompile(`: can inline (\S+)`).FindAllSubmatch(out, -1) {
		got[string(m[1])] = true
	}
	// Methods are named as the compiler prints them: "URI.Scheme" for
	// (URI).Scheme, "(*parser).span" for a pointer receiver.
	wantInlinable := []string{
		"Parse",
		"ParseRule",
		"Validate",
		"fault.ok",
		"formOf",
		"(*parser).error",
		"span",
		"spanPct",
		"spanTriplets",
		"isAlpha",
		"isDigit",
		"isHex",
		"in",
		"lower",
		"upper",
		"unhex",
		"isAuthorityEnd",
		"URI.Scheme",
		"URI.Host",
		"URI.Path",
		"URI.Port",
		"URI.Query",
		"URI.Fragment",
		"URI.Userinfo",
		"URI.String",
		"URI.has",
		"URI.HostKind",
	}
	for _, want := range wantInlinable {
		if !got[want] {
			t.Errorf("%q is no longer inlinable", want)
			continue
		}
		delete(got, want)
	}
	for sym := range got {
		if strings.Contains(sym, ".func") || strings.Contains(sym, "-range") || strings.Contains(sym, "[") {
			continue // closures, range-func bodies and generic instantiations
		}
		t.Logf("not in expected set, but also inlinable: %q", sym)
	}
}
