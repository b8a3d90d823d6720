package main

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// sample is urilint -json output in go vet's shape: the finding in
// a.go appears under the package and under its test variant, as go vet
// reports it, and must count once; one check failed on one package.
const sample = `{
	"example.com/m/a": {
		"syntax": [
			{"posn": "/w/m@v1/a.go:10:5", "end": "/w/m@v1/a.go:10:20", "message": "bad a"},
			{"posn": "/w/m@v1/a.go:9:7", "end": "/w/m@v1/a.go:9:9", "message": "bad b"}
		],
		"port": [
			{"posn": "/w/m@v1/a.go:2:1", "end": "/w/m@v1/a.go:2:3", "message": "default port",
			 "suggested_fixes": [{"message": "remove", "edits": [{"filename": "/w/m@v1/a.go", "start": 1, "end": 2, "new": ""}]}]}
		]
	},
	"example.com/m/a [example.com/m/a.test]": {
		"syntax": [
			{"posn": "/w/m@v1/a.go:10:5", "end": "/w/m@v1/a.go:10:20", "message": "bad a"}
		],
		"hostcase": {"error": "internal error"}
	}
}`

func TestParseAndCount(t *testing.T) {
	diags, errs, err := parseFindings([]byte(sample))
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"example.com/m/a [example.com/m/a.test]: hostcase: internal error"}; !slices.Equal(errs, want) {
		t.Errorf("check errors = %q, want %q", errs, want)
	}
	r := &moduleResult{Name: "m", Label: "m@v1"}
	r.setDiagnostics(diags)

	// Sorted by position, numerically (line 9 before line 10), once each.
	var posns []string
	for _, d := range r.Diags {
		posns = append(posns, d.Posn+" "+d.Check)
	}
	want := []string{"/w/m@v1/a.go:2:1 port", "/w/m@v1/a.go:9:7 syntax", "/w/m@v1/a.go:10:5 syntax"}
	if !slices.Equal(posns, want) {
		t.Errorf("diagnostics = %q, want %q", posns, want)
	}
	if r.Checks["syntax"] != 2 || r.Checks["port"] != 1 || len(r.Checks) != 2 {
		t.Errorf("per check = %v, want syntax:2 port:1", r.Checks)
	}
}

func TestParseFindingsErrors(t *testing.T) {
	for _, in := range []string{"", "not json", `{"p": {"syntax": 3}}`} {
		if _, _, err := parseFindings([]byte(in)); err == nil {
			t.Errorf("parseFindings(%q): no error", in)
		}
	}
	// A clean run prints an empty object.
	diags, errs, err := parseFindings([]byte("{}\n"))
	if err != nil || len(diags) != 0 || len(errs) != 0 {
		t.Errorf("parseFindings({}) = %v, %v, %v", diags, errs, err)
	}
}

func TestRenderTable(t *testing.T) {
	diags, _, err := parseFindings([]byte(sample))
	if err != nil {
		t.Fatal(err)
	}
	a := &moduleResult{Name: "m", Label: "m@v1", Packages: 3, SitesCounted: true, Exit: 1, Wall: 1500 * time.Millisecond,
		Roles: map[string]int{"absolute-URI": 4, "shape": 1}}
	a.setDiagnostics(diags)
	b := &moduleResult{Name: "n", Label: "n@v2", Packages: 2, SitesCounted: true, Wall: 500 * time.Millisecond,
		Roles: map[string]int{"absolute-URI": 1, "component": 2}, Checks: map[string]int{}}
	c := &moduleResult{Name: "o", Label: "o@v3", Err: errors.New("go list: boom")}

	var out bytes.Buffer
	if err := renderTable(&out, []*moduleResult{a, b, c}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out.String(), "\n")
	wantHeader := "| Module | Packages | absolute-URI | URI-reference | relative-ref | request-target | request-URI | component | shape | Sites | syntax | port | Findings | Exit | Panics | Wall (s) |"
	if lines[0] != wantHeader {
		t.Errorf("header:\n got %s\nwant %s", lines[0], wantHeader)
	}
	wantRows := []string{
		"| m@v1 | 3 | 4 | 0 | 0 | 0 | 0 | 0 | 1 | 5 | 2 | 1 | 3 | 1 | 0 | 1.5 |",
		"| n@v2 | 2 | 1 | 0 | 0 | 0 | 0 | 2 | 0 | 3 | 0 | 0 | 0 | 0 | 0 | 0.5 |",
		"| o@v3 | failed | – | – | – | – | – | – | – | – | – | – | – | – | – | – |",
		"| **total** | 5 | 5 | 0 | 0 | 0 | 0 | 2 | 1 | 8 | 2 | 1 | 3 |  | 0 | 2.0 |",
	}
	if got := lines[2:6]; !slices.Equal(got, wantRows) {
		t.Errorf("rows:\n got %s\nwant %s", strings.Join(got, "\n     "), strings.Join(wantRows, "\n     "))
	}
	for _, l := range lines[:6] {
		if n := strings.Count(l, "|"); n != strings.Count(wantHeader, "|") {
			t.Errorf("row has %d cells' bars, header %d: %s", n, strings.Count(wantHeader, "|"), l)
		}
	}
	if !strings.Contains(out.String(), "**o@v3 failed**: go list: boom") {
		t.Errorf("failure not noted:\n%s", out.String())
	}

	var d bytes.Buffer
	if err := writeDiagnostics(&d, "/w", []*moduleResult{a}); err != nil {
		t.Fatal(err)
	}
	if want := "m@v1/a.go:9:7: syntax: bad b\n"; !strings.Contains(d.String(), want) {
		t.Errorf("diagnostics.txt lacks %q:\n%s", want, d.String())
	}
}

func TestClosestVersion(t *testing.T) {
	versions := []string{"v1.0.0", "v1.2.0", "v1.3.0-rc.1", "v1.4.0", "v1.10.0", "v2.0.0", "v2.0.1-rc.2", "v2.0.1-rc.10"}
	for _, tc := range []struct{ want, got string }{
		{"v1.3.0", "v1.2.0"},
		{"v1.9.0", "v1.4.0"},
		{"v1.11.0", "v1.10.0"},
		{"v2.0.1-rc.3", "v2.0.1-rc.2"},
		{"v2.0.1-rc.11", "v2.0.1-rc.10"},
		{"v0.9.0", ""},
		{"v1.0.0-alpha", "v1.0.0"},
		{"v2.1.0", "v2.0.0"},
	} {
		if got := closestVersion(tc.want, versions); got != tc.got {
			t.Errorf("closestVersion(%s) = %q, want %q", tc.want, got, tc.got)
		}
	}
}
