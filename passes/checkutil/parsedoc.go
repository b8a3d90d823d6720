package checkutil

import (
	"strings"

	"honnef.co/go/tools/analysis/lint"
)

// Doc returns the documentation of the check name, parsed from the source
// of its doc.go by ParseDoc, with the severity of its findings.
func Doc(src, name string, severity lint.Severity) lint.RawDocumentation {
	d := ParseDoc(src, name)
	d.Severity = severity
	return d
}

// ParseDoc returns the documentation of the analyzer name from the source
// of its doc.go, the x/tools way: the section that starts at the heading
// "# Analyzer name", whose first paragraph is "name: title". In the rest,
// the indented block after a "Before:" line and the one after an "After:"
// line are the examples; the other paragraphs are the text.
//
// It panics if the section is missing, since doc.go is embedded.
func ParseDoc(src, name string) lint.RawDocumentation {
	var lines []string
	in := false
	for line := range strings.Lines(src) {
		line = strings.TrimSuffix(line, "\n")
		if !strings.HasPrefix(line, "//") {
			if in {
				break // the end of the package comment
			}
			continue
		}
		line = strings.TrimPrefix(strings.TrimPrefix(line, "//"), " ")
		switch {
		case line == "# Analyzer "+name:
			in = true
			continue
		case in && strings.HasPrefix(line, "# "):
			in = false
		}
		if in {
			lines = append(lines, line)
		}
	}
	if len(lines) == 0 {
		panic("checkutil: no \"# Analyzer " + name + "\" section in doc.go")
	}
	var doc lint.RawDocumentation
	var text []string
	var block *[]string
	var before, after []string
	for _, line := range lines {
		switch {
		case doc.Title == "" && strings.HasPrefix(line, name+": "):
			doc.Title = strings.TrimPrefix(line, name+": ")
		case line == "Before:":
			block = &before
		case line == "After:":
			block = &after
		case block != nil && (strings.HasPrefix(line, "\t") || line == ""):
			*block = append(*block, strings.TrimPrefix(line, "\t"))
		default:
			block = nil
			text = append(text, line)
		}
	}
	if doc.Title == "" {
		panic("checkutil: the section of " + name + " does not start with \"" + name + ": title\"")
	}
	doc.Text = strings.TrimSpace(strings.Join(text, "\n"))
	doc.Before = strings.TrimSpace(strings.Join(before, "\n"))
	doc.After = strings.TrimSpace(strings.Join(after, "\n"))
	return doc
}
