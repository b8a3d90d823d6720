package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestREADMEExample checks that README.md shows what urilint prints on
// testdata/example.
func TestREADMEExample(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages")
	}
	t.Chdir("../..")
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	const begin, end = "<!-- example:begin -->\n```\n", "```\n<!-- example:end -->"
	s := string(readme)
	i, j := strings.Index(s, begin), strings.Index(s, end)
	if i < 0 || j < i {
		t.Fatal("README.md has no example section")
	}
	var out, errOut bytes.Buffer
	if status := run([]string{"./testdata/example"}, &out, &errOut); status != exitFindings {
		t.Fatalf("urilint ./testdata/example: status %d, want %d\n%s", status, exitFindings, errOut.String())
	}
	if got, want := out.String(), s[i+len(begin):j]; got != want {
		t.Errorf("README.md's example output is out of date; urilint prints:\n%s", got)
	}
}
