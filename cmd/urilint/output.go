package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"honnef.co/go/tools/sarif"

	"github.com/urilint/urilint/analyzer"
)

func printFindings(w io.Writer, format string, findings []finding) error {
	switch format {
	case "json":
		return printJSON(w, findings)
	case "sarif":
		return printSARIF(w, findings)
	}
	for _, f := range findings {
		posn := f.posn
		posn.Filename = relPath(posn.Filename)
		if _, err := fmt.Fprintf(w, "%s: %s\n", posn, f.diag.Message); err != nil {
			return err
		}
	}
	return nil
}

// The JSON shape of go vet -json: package ID, then analyzer, then the
// diagnostics.
type (
	jsonDiagnostic struct {
		Category       string             `json:"category,omitempty"`
		Posn           string             `json:"posn"`
		End            string             `json:"end"`
		Message        string             `json:"message"`
		SuggestedFixes []jsonSuggestedFix `json:"suggested_fixes,omitempty"`
	}
	jsonSuggestedFix struct {
		Message string         `json:"message"`
		Edits   []jsonTextEdit `json:"edits"`
	}
	jsonTextEdit struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"`
		End      int    `json:"end"`
		New      string `json:"new"`
	}
)

func printJSON(w io.Writer, findings []finding) error {
	tree := make(map[string]map[string][]jsonDiagnostic)
	for _, f := range findings {
		d := f.diag
		jd := jsonDiagnostic{
			Category: d.Category,
			Posn:     f.posn.String(),
			End:      f.fset.Position(cmp.Or(d.End, d.Pos)).String(),
			Message:  d.Message,
		}
		for _, fix := range d.SuggestedFixes {
			jf := jsonSuggestedFix{Message: fix.Message}
			for _, e := range fix.TextEdits {
				start, end := f.fset.Position(e.Pos), f.fset.Position(e.End)
				jf.Edits = append(jf.Edits, jsonTextEdit{Filename: start.Filename, Start: start.Offset, End: end.Offset, New: string(e.NewText)})
			}
			jd.SuggestedFixes = append(jd.SuggestedFixes, jf)
		}
		if tree[f.pkg] == nil {
			tree[f.pkg] = make(map[string][]jsonDiagnostic)
		}
		tree[f.pkg][f.analyzer.Name] = append(tree[f.pkg][f.analyzer.Name], jd)
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

// printSARIF writes a SARIF 2.1.0 log for code scanning: one rule per
// check, with its documentation as help, and one result per finding.
// Messages are the diagnostics', whose URIs have their passwords redacted.
func printSARIF(w io.Writer, findings []finding) error {
	run := sarif.Run{
		Tool: sarif.Tool{Driver: sarif.ToolComponent{
			Name:           "urilint",
			InformationURI: "https://github.com/urilint/urilint",
		}},
		Results: []sarif.Result{},
	}
	for _, c := range analyzer.Checks() {
		doc := c.Doc.Compile()
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarif.ReportingDescriptor{
			ID:               c.Name,
			ShortDescription: sarif.Message{Text: doc.Title, Markdown: doc.TitleMarkdown},
			HelpURI:          "https://pkg.go.dev/github.com/urilint/urilint/passes/" + c.Name,
			Help:             sarif.Message{Text: doc.Format(false), Markdown: doc.FormatMarkdown(false)},
			DefaultConfiguration: sarif.ReportingConfiguration{
				Enabled: c.Default(),
				Level:   sarifLevel(c.Name),
			},
		})
	}
	for _, f := range findings {
		end := f.fset.Position(cmp.Or(f.diag.End, f.diag.Pos))
		res := sarif.Result{
			RuleID:       f.analyzer.Name,
			Kind:         sarif.Fail,
			Level:        sarifLevel(f.analyzer.Name),
			Suppressions: []sarif.Suppression{},
			Message:      sarif.Message{Text: f.diag.Message},
			Locations: []sarif.Location{{PhysicalLocation: sarif.PhysicalLocation{
				ArtifactLocation: sarif.ArtifactLocation{URI: sarifURI(f.posn.Filename)},
				Region: sarif.Region{
					StartLine: f.posn.Line, StartColumn: f.posn.Column,
					EndLine: end.Line, EndColumn: end.Column,
				},
			}}},
		}
		run.Results = append(run.Results, res)
	}
	log := sarif.Log{Version: sarif.Version, Schema: sarif.Schema, Runs: []sarif.Run{run}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

// sarifURI returns a file as a URI reference relative to the working
// directory when it is inside it, which is what code scanning expects.
func sarifURI(name string) string {
	rel := relPath(name)
	if filepath.IsAbs(rel) {
		return "file://" + filepath.ToSlash(rel)
	}
	return strings.ReplaceAll(filepath.ToSlash(rel), " ", "%20")
}

// sarifLevel returns the SARIF level of the check's findings, from its
// severity.
func sarifLevel(check string) string {
	if c, ok := analyzer.Lookup(check); ok && analyzer.Severity(c) == "error" {
		return sarif.Error
	}
	return sarif.Warning
}
