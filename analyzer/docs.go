package analyzer

import (
	"flag"
	"fmt"
	"strings"

	"github.com/urilint/urilint/passes/checkutil"
)

// Explain returns the documentation of a check, as "urilint -explain"
// prints it: title, text, before and after, and its settings.
func Explain(name string) (string, error) {
	e, ok := Lookup(name)
	if !ok {
		return "", unknownCheck(name)
	}
	doc := e.Check.Doc.Compile()
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", name, doc.Format(false))
	fmt.Fprintf(&b, "Enabled by default: %s\n", yesNo(e.Default()))
	fmt.Fprintf(&b, "Fix: %s\n", fixText(e.Check.Fix, name))
	if opts := options(e); opts != "" {
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

// options lists a check's options with their usage, one a line.
func options(e Entry) string {
	var b strings.Builder
	e.New().Flags.VisitAll(func(f *flag.Flag) {
		fmt.Fprintf(&b, "  -%s.%s=%s\t%s\n", e.Check.Name, f.Name, f.DefValue, f.Usage)
	})
	return b.String()
}

// ChecksMarkdown returns the README's table of checks and a section for
// each, from the same documentation as Explain.
func ChecksMarkdown() string {
	var b strings.Builder
	b.WriteString("| Check | What it reports | Default | Fix |\n|---|---|---|---|\n")
	for _, e := range registry {
		doc := e.Check.Doc.Compile()
		fix := e.Check.Fix.String()
		fmt.Fprintf(&b, "| [`%s`](#%s) | %s | %s | %s |\n", e.Check.Name, e.Check.Name, doc.TitleMarkdown, yesNo(e.Default()), fix)
	}
	for _, e := range registry {
		doc := e.Check.Doc.Compile()
		fmt.Fprintf(&b, "\n### %s\n\n%s\n\n", e.Check.Name, doc.TextMarkdown)
		if doc.Before != "" {
			fmt.Fprintf(&b, "❌\n\n```go\n%s\n```\n\n✅\n\n```go\n%s\n```\n\n", doc.Before, doc.After)
		}
		fmt.Fprintf(&b, "**Enabled by default:** %s. **Fix:** %s.", yesNo(e.Default()), fixText(e.Check.Fix, e.Check.Name))
		if opts := options(e); opts != "" {
			fmt.Fprintf(&b, " **Options:** ")
			var list []string
			e.New().Flags.VisitAll(func(f *flag.Flag) {
				list = append(list, fmt.Sprintf("`-%s.%s` (%s)", e.Check.Name, f.Name, f.Usage))
			})
			b.WriteString(strings.Join(list, ", "))
			b.WriteString(".")
		}
		b.WriteString("\n")
	}
	return b.String()
}
