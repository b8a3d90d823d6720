package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urilint/urilint/analyzer"
	"github.com/urilint/urilint/passes/sites"
)

// A moduleResult is what the evaluation of one module found.
type moduleResult struct {
	Name  string // short name
	Label string // NAME@VERSION
	Dir   string
	Err   error // the module could not be evaluated (in full)
	Notes []string

	Packages     int
	Roles        map[string]int // sites per role name
	SitesCounted bool

	Diags  []diagnostic   // sorted by position
	Checks map[string]int // findings per check
	Exit   int            // urilint's exit status
	Panics int
	Wall   time.Duration // urilint's run
}

func (r *moduleResult) failed() bool {
	return r.Err != nil || r.Panics > 0 || r.Exit == exitError
}

// urilint's exit status when it could not analyze everything.
const exitError = 2

// A diagnostic is one finding of urilint's JSON output.
type diagnostic struct {
	Pkg     string
	Check   string
	Posn    string // file:line:col
	Message string
}

// parseFindings reads the JSON that urilint -json and go vet -json print:
// package ID, then check, then the list of findings. A check that failed
// on a package has {"error": "..."} in place of its list; those come back
// as the second result.
func parseFindings(data []byte) ([]diagnostic, []string, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil, fmt.Errorf("no output")
	}
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(data, &tree); err != nil {
		return nil, nil, err
	}
	var diags []diagnostic
	var errs []string
	for pkg, byCheck := range tree {
		for check, raw := range byCheck {
			if t := bytes.TrimSpace(raw); len(t) > 0 && t[0] == '{' {
				var e struct{ Error string }
				if err := json.Unmarshal(raw, &e); err != nil {
					return nil, nil, fmt.Errorf("%s: %s: %w", pkg, check, err)
				}
				errs = append(errs, fmt.Sprintf("%s: %s: %s", pkg, check, e.Error))
				continue
			}
			var list []struct{ Posn, Message string }
			if err := json.Unmarshal(raw, &list); err != nil {
				return nil, nil, fmt.Errorf("%s: %s: %w", pkg, check, err)
			}
			for _, d := range list {
				diags = append(diags, diagnostic{pkg, check, d.Posn, d.Message})
			}
		}
	}
	slices.Sort(errs)
	return diags, errs, nil
}

// setDiagnostics records the findings, once each in position order: the
// same finding may come from a package and from its test variant, in
// which go vet's JSON lists it twice.
func (r *moduleResult) setDiagnostics(diags []diagnostic) {
	slices.SortFunc(diags, compareDiagnostics)
	r.Diags = slices.CompactFunc(diags, func(a, b diagnostic) bool {
		return a.Posn == b.Posn && a.Check == b.Check && a.Message == b.Message
	})
	r.Checks = make(map[string]int)
	for _, d := range r.Diags {
		r.Checks[d.Check]++
	}
}

func compareDiagnostics(a, b diagnostic) int {
	af, al, ac := splitPosn(a.Posn)
	bf, bl, bc := splitPosn(b.Posn)
	return cmp.Or(strings.Compare(af, bf), cmp.Compare(al, bl), cmp.Compare(ac, bc),
		strings.Compare(a.Check, b.Check), strings.Compare(a.Message, b.Message))
}

// splitPosn splits "file:line:col", or "file:line", so that positions
// sort by number, line 9 before line 10.
func splitPosn(posn string) (file string, line, col int) {
	file = posn
	var nums []int
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(file[i+1:])
		if err != nil {
			break
		}
		nums = append([]int{n}, nums...)
		file = file[:i]
	}
	switch len(nums) {
	case 2:
		line, col = nums[0], nums[1]
	case 1:
		line = nums[0]
	}
	return file, line, col
}

// roleNames are the kinds of sites, in their order.
func roleNames() []string { return sites.Kinds }

// checkColumns are the checks that found something, in the suite's
// order, then any other analyzer (the sites pass reports malformed
// //lint: directives) by name.
func checkColumns(results []*moduleResult) []string {
	present := make(map[string]bool)
	for _, r := range results {
		for c, n := range r.Checks {
			if n > 0 {
				present[c] = true
			}
		}
	}
	var cols []string
	for _, name := range analyzer.Names() {
		if present[name] {
			cols = append(cols, name)
			delete(present, name)
		}
	}
	var rest []string
	for name := range present {
		rest = append(rest, name)
	}
	slices.Sort(rest)
	return append(cols, rest...)
}

// renderTable writes the results as a Markdown table, a row per module
// and a total, with notes and failures below it.
func renderTable(w io.Writer, results []*moduleResult) error {
	roles := roleNames()
	checks := checkColumns(results)

	header := []string{"Module", "Packages"}
	header = append(header, roles...)
	header = append(header, "Sites")
	header = append(header, checks...)
	header = append(header, "Findings", "Exit", "Panics", "Wall (s)")

	var b strings.Builder
	row := func(cells []string) {
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
	row(header)
	align := make([]string, len(header))
	for i := range align {
		align[i] = "---:"
	}
	align[0] = "---"
	row(align)

	var total moduleResult
	total.Roles = make(map[string]int)
	total.Checks = make(map[string]int)
	totalSites := 0
	for _, r := range results {
		cells := []string{r.Label}
		if r.Err != nil && r.Diags == nil {
			cells = append(cells, "failed")
			for range len(header) - 2 {
				cells = append(cells, "–")
			}
			row(cells)
			continue
		}
		sitesN := 0
		if r.SitesCounted {
			cells = append(cells, strconv.Itoa(r.Packages))
			for _, role := range roles {
				cells = append(cells, strconv.Itoa(r.Roles[role]))
				sitesN += r.Roles[role]
				total.Roles[role] += r.Roles[role]
			}
			cells = append(cells, strconv.Itoa(sitesN))
			total.Packages += r.Packages
			totalSites += sitesN
		} else {
			for range len(roles) + 2 {
				cells = append(cells, "–")
			}
		}
		for _, c := range checks {
			cells = append(cells, strconv.Itoa(r.Checks[c]))
			total.Checks[c] += r.Checks[c]
		}
		cells = append(cells, strconv.Itoa(len(r.Diags)), strconv.Itoa(r.Exit), strconv.Itoa(r.Panics), fmt.Sprintf("%.1f", r.Wall.Seconds()))
		total.Panics += r.Panics
		total.Wall += r.Wall
		total.Diags = append(total.Diags, r.Diags...)
		row(cells)
	}
	cells := []string{"**total**", strconv.Itoa(total.Packages)}
	for _, role := range roles {
		cells = append(cells, strconv.Itoa(total.Roles[role]))
	}
	cells = append(cells, strconv.Itoa(totalSites))
	for _, c := range checks {
		cells = append(cells, strconv.Itoa(total.Checks[c]))
	}
	cells = append(cells, strconv.Itoa(len(total.Diags)), "", strconv.Itoa(total.Panics), fmt.Sprintf("%.1f", total.Wall.Seconds()))
	row(cells)

	b.WriteString("\nExit is urilint's status (0 clean, 1 findings, 2 errors); Wall is its run alone, without the site count.\n")
	var notes []string
	for _, r := range results {
		if r.Err != nil {
			notes = append(notes, fmt.Sprintf("- **%s failed**: %s", r.Label, indent(r.Err.Error())))
		}
		for _, n := range r.Notes {
			notes = append(notes, fmt.Sprintf("- %s: %s", r.Label, indent(n)))
		}
	}
	if len(notes) > 0 {
		b.WriteString("\nNotes:\n\n" + strings.Join(notes, "\n") + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// indent keeps a multi-line message inside its Markdown list item.
func indent(s string) string {
	s = strings.TrimRight(s, "\n")
	if !strings.Contains(s, "\n") {
		return s
	}
	return "\n\n  ```\n  " + strings.ReplaceAll(s, "\n", "\n  ") + "\n  ```"
}

// writeDiagnostics writes every finding on a line, "file:line:col: check:
// message" as go vet prints them, module by module, with files relative to the work directory
// when they are in it, for the human triage.
func writeDiagnostics(w io.Writer, dir string, results []*moduleResult) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# urilint findings on the corpus; files relative to %s unless absolute\n", dir)
	for _, r := range results {
		fmt.Fprintf(&b, "# %s: %d findings\n", r.Label, len(r.Diags))
		for _, d := range r.Diags {
			posn := d.Posn
			if rel, err := filepath.Rel(dir, posn); err == nil && !strings.HasPrefix(rel, "..") {
				posn = rel
			}
			// urilint's messages start with the check's name; others
			// (go vet's) may not.
			msg := d.Message
			if !strings.HasPrefix(msg, d.Check+": ") {
				msg = d.Check + ": " + msg
			}
			fmt.Fprintf(&b, "%s: %s\n", posn, msg)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeResults prints the table and leaves it, and the findings, in
// dir/results.
func writeResults(dir string, results []*moduleResult, stdout io.Writer) error {
	var table bytes.Buffer
	if err := renderTable(&table, results); err != nil {
		return err
	}
	if _, err := stdout.Write(table.Bytes()); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "results", "table.md"), table.Bytes(), 0o644); err != nil {
		return err
	}
	var diags bytes.Buffer
	if err := writeDiagnostics(&diags, dir, results); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "results", "diagnostics.txt"), diags.Bytes(), 0o644)
}
