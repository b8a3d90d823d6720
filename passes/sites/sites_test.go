package sites_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/sites"
)

// reporter turns every site into a diagnostic at its first byte, so that
// analysistest's "// want" comments can say which strings are sites:
//
//	role sink "text"
var reporter = &analysis.Analyzer{
	Name:     "sitereporter",
	Doc:      "report every URI site",
	Requires: []*analysis.Analyzer{sites.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[sites.Analyzer].(*sites.Result)
		for _, s := range res.Sites {
			text := s.Value.Text()
			role := s.Kind()
			if s.Need.Grammar == sites.GrammarComponent {
				role += "(" + s.Need.Component.String() + ")"
			}
			if s.Fixture {
				role = "fixture " + role
			}
			pos, end := s.Value.Pos(0, len(text))
			pass.Report(analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf("%s %s %q", role, s.SinkName(), text)})
		}
		return nil, nil
	},
}

func TestSites(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), reporter,
		"direct", "flow", "fields", "shape", "valid", "thirdparty", "wrapperuser", "config")
}

// TestValue checks that a check can ask what is known of any string
// expression of the package, here the arguments of path.Join, which are
// no sites: the text, holes shown as "…", and where its bytes are in the
// source.
func TestValue(t *testing.T) {
	t.Parallel()
	a := &analysis.Analyzer{
		Name:     "value",
		Doc:      "report the value of every argument of path.Join",
		Requires: []*analysis.Analyzer{sites.Analyzer, inspect.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			res := pass.ResultOf[sites.Analyzer].(*sites.Result)
			in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
			for n := range in.PreorderSeq((*ast.CallExpr)(nil)) {
				call := n.(*ast.CallExpr)
				if fn := typeutil.StaticCallee(pass.TypesInfo, call); fn == nil || fn.FullName() != "path.Join" {
					continue
				}
				for _, arg := range call.Args {
					v, ok := res.Value(arg)
					if !ok {
						continue
					}
					// Where the last byte comes from: constants and
					// variables are followed to their literals.
					pos, _ := v.Pos(len(v.Text())-1, len(v.Text()))
					p := pass.Fset.Position(pos)
					msg := fmt.Sprintf("value %q, last byte at %d:%d", v.Display(), p.Line, p.Column)
					for _, h := range v.Holes() {
						msg += fmt.Sprintf(", hole %q at %d", v.Text()[h.Start:h.End], pass.Fset.Position(h.Pos).Column)
					}
					pass.Reportf(arg.Pos(), "%s", msg)
				}
			}
			return nil, nil
		},
	}
	analysistest.Run(t, analysistest.TestData(), a, "value")
}

// TestOffsets checks that every byte of a site maps to its exact column,
// whatever escapes and concatenations the literals use. In package
// offsets, each site's text holds one 'Z', which the source writes as a
// plain Z too.
func TestOffsets(t *testing.T) {
	marker := &analysis.Analyzer{
		Name:     "marker",
		Doc:      "report the position of Z in every site",
		Requires: []*analysis.Analyzer{sites.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			for _, s := range pass.ResultOf[sites.Analyzer].(*sites.Result).Sites {
				i := strings.IndexByte(s.Value.Text(), 'Z')
				if i < 0 {
					continue
				}
				pos, end := s.Value.Pos(i, i+1)
				pass.Report(analysis.Diagnostic{Pos: pos, End: end, Message: "Z"})
			}
			return nil, nil
		},
	}
	results := analysistest.Run(t, analysistest.TestData(), marker, "offsets")
	n := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			n++
			p, e := r.Pass.Fset.Position(d.Pos), r.Pass.Fset.Position(d.End)
			src, err := os.ReadFile(p.Filename)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(src[p.Offset:e.Offset]); got != "Z" {
				line := strings.Split(string(src), "\n")[p.Line-1]
				t.Errorf("%s: site byte maps to %q, want \"Z\"\n\t%s", p, got, line)
			}
		}
	}
	if n < 8 {
		t.Errorf("found %d markers, want at least 8", n)
	}
}

// TestFactGob checks that facts survive the gob encoding that drivers
// (unitchecker, nogo) use to pass them between packages.
func TestFactGob(t *testing.T) {
	in := &sites.SinkFact{Params: []sites.Param{{Index: 1, Name: "u", Need: sites.Need{Grammar: sites.GrammarReference, Absolute: true, Schemes: []string{"http", "https"}}, Evidence: sites.EvidenceName, Sink: "net/http.Get", Via: []string{"c.Fetch"}, Shape: true}}}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(in); err != nil {
		t.Fatal(err)
	}
	out := new(sites.SinkFact)
	if err := gob.NewDecoder(&buf).Decode(out); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(in, out) {
		t.Errorf("gob round trip: got %+v, want %+v", out, in)
	}
}

// TestSinkTable checks the rows of the sinks table that name functions
// of the standard library, and of x/net which urilint depends on,
// against the functions themselves: each exists, and each parameter of a
// row is a string parameter of that index and name.
func TestSinkTable(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages")
	}
	t.Parallel()
	byPkg := make(map[string][]string)
	for name := range sites.Sinks() {
		path := name
		if recv, ok := strings.CutPrefix(name, "("); ok {
			path, _, _ = strings.Cut(strings.TrimPrefix(recv, "*"), ")")
		}
		path = path[:strings.LastIndexByte(path, '.')]
		if first, _, _ := strings.Cut(path, "/"); strings.Contains(first, ".") && !strings.HasPrefix(path, "golang.org/x/net/") {
			continue // a module urilint does not build with
		}
		byPkg[path] = append(byPkg[path], name)
	}
	var paths []string
	for path := range byPkg {
		paths = append(paths, path)
	}
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedTypes | packages.NeedName}, paths...)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, pkg := range pkgs {
		funcs := make(map[string]*types.Func)
		scope := pkg.Types.Scope()
		for _, name := range scope.Names() {
			obj := scope.Lookup(name)
			if fn, ok := obj.(*types.Func); ok {
				funcs[fn.FullName()] = fn
			}
			if tn, ok := obj.(*types.TypeName); ok {
				for m := range types.NewMethodSet(types.NewPointer(tn.Type())).Methods() {
					fn := m.Obj().(*types.Func)
					funcs[fn.FullName()] = fn
				}
			}
		}
		for _, name := range byPkg[pkg.PkgPath] {
			fn, ok := funcs[name]
			if !ok {
				t.Errorf("sinks: %s is not a function of %s", name, pkg.PkgPath)
				continue
			}
			sig := fn.Signature()
			for _, p := range sites.Sinks()[name] {
				if p.Index >= sig.Params().Len() {
					t.Errorf("sinks: %s has no parameter %d", name, p.Index)
					continue
				}
				v := sig.Params().At(p.Index)
				if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String || v.Name() != p.Name {
					t.Errorf("sinks: parameter %d of %s is %s %s, want %s string", p.Index, name, v.Name(), v.Type(), p.Name)
				}
				checked++
			}
		}
	}
	if checked < 20 {
		t.Errorf("checked %d parameters, want the standard library's at least", checked)
	}
}
