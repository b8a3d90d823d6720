package checkutil_test

import (
	"strings"
	"testing"

	"github.com/urilint/urilint/passes/checkutil"
)

func TestParseDoc(t *testing.T) {
	const src = `// Package x is an example.
//
// # Analyzer x
//
// x: report examples
//
// Some text
// on two lines.
//
// Before:
//
//	f("X") // x: bad
//
// After:
//
//	f("x")
//
// # Other heading
//
// Not part of it.
package x
`
	doc := checkutil.ParseDoc(src, "x")
	if doc.Title != "report examples" {
		t.Errorf("Title = %q", doc.Title)
	}
	if doc.Text != "Some text\non two lines." {
		t.Errorf("Text = %q", doc.Text)
	}
	if doc.Before != `f("X") // x: bad` || doc.After != `f("x")` {
		t.Errorf("Before, After = %q, %q", doc.Before, doc.After)
	}
	if strings.Contains(doc.Text, "Not part") {
		t.Error("the next heading's text was taken in")
	}
}

func TestParseDocPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("ParseDoc of a doc.go without the section did not panic")
		}
	}()
	checkutil.ParseDoc("// Package x.\npackage x\n", "x")
}

func TestApply(t *testing.T) {
	got := checkutil.Apply("HTTP://h:80/", checkutil.Edit{Start: 0, End: 4, New: "http"}, checkutil.Edit{Start: 8, End: 11})
	if got != "http://h/" {
		t.Errorf("Apply = %q", got)
	}
}
