package analyzer

import (
	"flag"
	"fmt"
	"strings"

	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
)

// Explain returns the documentation of a check, as "urilint -explain"
// prints it: title, text, before and after, and its settings.
func Explain(name string) (string, error) {
	c, ok := Lookup(name)
	if !ok {
		return "", unknownCheck(name)
	}
	doc := c.Doc.Compile()
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", name, doc.Format(false))
	fmt.Fprintf(&b, "Enabled by default: %s\n", yesNo(c.Default()))
	fmt.Fprintf(&b, "Severity: %s\n", Severity(c))
	fmt.Fprintf(&b, "Fix: %s\n", fixText(c.Fix, name))
	if opts := options(c); opts != "" {
		fmt.Fprintf(&b, "Options:\n%s", opts)
	}
	return b.String(), nil
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func fixText(f checkutil.FixPolicy, name string) string {
	switch f {
	case checkutil.FixDefault:
		return "yes, applied by -fix"
	case checkutil.FixOptIn:
		return "opt-in: it changes what the URI means; -" + name + ".fix makes -fix apply it"
	}
	return "no"
}

// Severity names how grave the check's findings are, "error" or
// "warning", as SARIF's result levels do.
func Severity(c *checkutil.Check) string {
	if c.Doc.Severity == lint.SeverityError {
		return "error"
	}
	return "warning"
}

// options lists a check's options with their usage, one a line.
func options(c *checkutil.Check) string {
	var b strings.Builder
	c.Analyzer().Flags.VisitAll(func(f *flag.Flag) {
		fmt.Fprintf(&b, "  -%s.%s=%s\t%s\n", c.Name, f.Name, f.DefValue, f.Usage)
	})
	return b.String()
}

// ChecksMarkdown returns the README's table of checks and a section for
// each, from the same documentation as Explain.
func ChecksMarkdown() string {
	var b strings.Builder
	b.WriteString("| Check | What it reports | Default | Fix |\n|---|---|---|---|\n")
	for _, c := range registry {
		doc := c.Doc.Compile()
		fmt.Fprintf(&b, "| [`%s`](#%s) | %s | %s | %s |\n", c.Name, c.Name, doc.TitleMarkdown, yesNo(c.Default()), c.Fix)
	}
	for _, c := range registry {
		doc := c.Doc.Compile()
		fmt.Fprintf(&b, "\n### %s\n\n%s\n\n", c.Name, doc.TextMarkdown)
		if doc.Before != "" {
			fmt.Fprintf(&b, "❌\n\n```go\n%s\n```\n\n✅\n\n```go\n%s\n```\n\n", doc.Before, doc.After)
		}
		fmt.Fprintf(&b, "**Enabled by default:** %s. **Severity:** %s. **Fix:** %s.", yesNo(c.Default()), Severity(c), fixText(c.Fix, c.Name))
		if opts := options(c); opts != "" {
			fmt.Fprintf(&b, " **Options:** ")
			var list []string
			c.Analyzer().Flags.VisitAll(func(f *flag.Flag) {
				list = append(list, fmt.Sprintf("`-%s.%s` (%s)", c.Name, f.Name, f.Usage))
			})
			b.WriteString(strings.Join(list, ", "))
			b.WriteString(".")
		}
		b.WriteString("\n")
	}
	return b.String()
}
