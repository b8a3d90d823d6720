package checkutil

import (
	"go/ast"
	"go/token"
	"path"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"
)

// Directives reads a package's //lint:ignore and //lint:file-ignore
// directives for every check: they are parsed here and applied by Pass,
// and the lintignore check reports the malformed ones.
var Directives = &analysis.Analyzer{
	Name:       "lintdirectives",
	Doc:        "read staticcheck's //lint:ignore directives\n\nThe lintdirectives analyzer parses the //lint:ignore and //lint:file-ignore comments of a package for urilint's checks. It reports nothing itself.",
	URL:        "https://pkg.go.dev/github.com/urilint/urilint/passes/checkutil",
	ResultType: reflect.TypeFor[*Ignores](),
	Run: func(pass *analysis.Pass) (any, error) {
		return parseIgnores(pass.Fset, pass.Files), nil
	},
}

// Ignores are the //lint:ignore and //lint:file-ignore directives of a
// package, staticcheck's convention for silencing a check:
//
//	//lint:ignore schemecase the server only answers to this spelling
//	//lint:file-ignore credentials fixtures for the auth tests
//
// An ignore directive covers the line where the syntax it is attached to
// starts; a file-ignore, the whole file. Check names may be patterns
// ("*", "host*"); the reason is required.
type Ignores struct {
	lines map[ignoreKey][]string // patterns by file and line
	files map[string][]string    // patterns by file
	bad   []analysis.Diagnostic  // malformed directives
}

type ignoreKey struct {
	file string
	line int
}

// parseIgnores reads the directives of files; it only builds a comment
// map for files that have one, since most have none.
func parseIgnores(fset *token.FileSet, files []*ast.File) *Ignores {
	ig := &Ignores{}
	for _, f := range files {
		if !hasDirective(f) {
			continue
		}
		for _, d := range lint.ParseDirectives([]*ast.File{f}, fset) {
			if d.Command != "ignore" && d.Command != "file-ignore" {
				continue
			}
			if len(d.Arguments) < 2 || strings.TrimSpace(strings.Join(d.Arguments[1:], "")) == "" {
				ig.bad = append(ig.bad, analysis.Diagnostic{Pos: d.Directive.Pos(), End: d.Directive.End(),
					Message: "malformed //lint:" + d.Command + " directive: want //lint:" + d.Command + " CHECK[,CHECK] reason"})
				continue
			}
			checks := strings.Split(d.Arguments[0], ",")
			posn := fset.Position(d.Node.Pos())
			if d.Command == "file-ignore" {
				if ig.files == nil {
					ig.files = make(map[string][]string)
				}
				ig.files[posn.Filename] = append(ig.files[posn.Filename], checks...)
				continue
			}
			if ig.lines == nil {
				ig.lines = make(map[ignoreKey][]string)
			}
			k := ignoreKey{posn.Filename, posn.Line}
			ig.lines[k] = append(ig.lines[k], checks...)
		}
	}
	return ig
}

func hasDirective(f *ast.File) bool {
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if strings.HasPrefix(c.Text, "//lint:") {
				return true
			}
		}
	}
	return false
}

// Ignored reports whether a directive silences the check at pos.
func (ig *Ignores) Ignored(fset *token.FileSet, check string, pos token.Pos) bool {
	if ig.lines == nil && ig.files == nil {
		return false
	}
	posn := fset.Position(pos)
	return matchAny(ig.files[posn.Filename], check) || matchAny(ig.lines[ignoreKey{posn.Filename, posn.Line}], check)
}

// Malformed returns the diagnostics for malformed directives.
func (ig *Ignores) Malformed() []analysis.Diagnostic { return ig.bad }

func matchAny(patterns []string, check string) bool {
	for _, p := range patterns {
		p = strings.ToLower(p)
		if ok, _ := path.Match(p, check); ok || slices.Contains(staticcheckSame[p], check) {
			return true
		}
	}
	return false
}

// staticcheckSame maps staticcheck's checks to urilint's that report the
// same defect: a directive that silences SA1007 ("invalid URL in
// net/url.Parse") says the URL is invalid on purpose.
var staticcheckSame = map[string][]string{
	"sa1007": {"syntax", "sink"},
}
