package lintignore

import (
	_ "embed"
	"strings"

	"honnef.co/go/tools/analysis/lint"

	"github.com/urilint/urilint/passes/checkutil"
)

//go:embed doc.go
var doc string

// Check is the lintignore check. It reads no site.
var Check = &checkutil.Check{
	Name: "lintignore",
	Doc:  checkutil.Doc(doc, "lintignore", lint.SeverityWarning),
	Fix:  checkutil.FixNone,
	Run:  run,
}

func run(pass *checkutil.Pass) {
	for _, d := range pass.ResultOf[checkutil.Directives].(*checkutil.Ignores).Malformed() {
		pass.ReportRange(d.Pos, d.End, strings.TrimPrefix(d.Message, "lintignore: "))
	}
}
