package sites_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"path/filepath"
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
var reporter = reporterOn(sites.NewAnalyzer())

// reporterOn is reporter on the site finder given, which may declare
// sinks; an error of the declared sinks fails the package.
func reporterOn(finder *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "sitereporter",
		Doc:      "report every URI site",
		Requires: []*analysis.Analyzer{finder},
		Run: func(pass *analysis.Pass) (any, error) {
			res := pass.ResultOf[finder].(*sites.Result)
			reportSites(pass, res)
			return nil, res.TakeErr()
		},
	}
}

func reportSites(pass *analysis.Pass, res *sites.Result) {
	for _, s := range res.Sites {
		text := s.Value.Text()
		role := s.Kind()
		if s.Need.Grammar == sites.GrammarComponent {
			role += "(" + s.Need.Component.String() + ")"
		}
		why := ""
		if s.Fixture != "" {
			role = "fixture " + role
			why = " (" + s.Fixture + ")"
		}
		pos, end := s.Value.Pos(0, len(text))
		pass.Report(analysis.Diagnostic{Pos: pos, End: end, Message: fmt.Sprintf("%s %s %q%s", role, s.SinkName(), text, why)})
	}
}

func TestSites(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), reporter,
		"direct", "flow", "fields", "shape", "valid", "thirdparty", "wrapperuser", "config", "dispatch", "typedwrap", "tolerant", "github.com/go-resty/resty/v2")
}

// TestValue checks that a check can ask what is known of any string
// expression of the package, here the arguments of path.Join, which are
// no sites: the text, holes shown as "…", and where its bytes are in the
// source.
func TestValue(t *testing.T) {
	t.Parallel()
	finder := sites.NewAnalyzer()
	a := &analysis.Analyzer{
		Name:     "value",
		Doc:      "report the value of every argument of path.Join",
		Requires: []*analysis.Analyzer{finder, inspect.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			res := pass.ResultOf[finder].(*sites.Result)
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
	finder := sites.NewAnalyzer()
	marker := &analysis.Analyzer{
		Name:     "marker",
		Doc:      "report the position of Z in every site",
		Requires: []*analysis.Analyzer{finder},
		Run: func(pass *analysis.Pass) (any, error) {
			for _, s := range pass.ResultOf[finder].(*sites.Result).Sites {
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

// TestSinkTable checks every row of the sinks and urlFields tables
// against the function or field it names: the rows of the standard
// library, and of x/net which urilint depends on, against the real
// packages, and the third-party rows against the stubs of
// testdata/src, which copy the real signatures. Each function exists,
// each parameter of a row is a string or []string parameter of that
// index and name, and each field exists with a string or []string type:
// a typo in a full name would make a row that never matches.
func TestSinkTable(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages")
	}
	t.Parallel()
	real, stubbed := sinkRows{map[string][]string{}, map[string][]string{}}, sinkRows{map[string][]string{}, map[string][]string{}}
	pick := func(path string) sinkRows {
		if first, _, _ := strings.Cut(path, "/"); strings.Contains(first, ".") && !strings.HasPrefix(path, "golang.org/x/net/") {
			return stubbed // a module urilint does not build with
		}
		return real
	}
	for name := range sites.Sinks() {
		path := name
		if recv, ok := strings.CutPrefix(name, "("); ok {
			path, _, _ = strings.Cut(strings.TrimPrefix(recv, "*"), ")")
		}
		path = path[:strings.LastIndexByte(path, '.')]
		pick(path).funcs[path] = append(pick(path).funcs[path], name)
	}
	for name := range sites.URLFields() {
		typ := name[:strings.LastIndexByte(name, '.')]
		path := typ[:strings.LastIndexByte(typ, '.')]
		pick(path).fields[path] = append(pick(path).fields[path], name)
	}
	testdata, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	n := checkRows(t, real, nil)
	if n < 40 {
		t.Errorf("checked %d rows of the standard library and x/net, want at least 40", n)
	}
	gopath := append(os.Environ(), "GOPATH="+testdata, "GO111MODULE=off", "GOFLAGS=")
	if n := checkRows(t, stubbed, gopath); n < 150 {
		t.Errorf("checked %d third-party rows, want at least 150", n)
	}
}

// sinkRows are the names of the rows of the sinks and urlFields tables,
// by package path.
type sinkRows struct{ funcs, fields map[string][]string }

// checkRows loads the packages of rows, with env if not nil, and checks
// each row against them; it returns the number of rows checked.
func checkRows(t *testing.T, r sinkRows, env []string) int {
	t.Helper()
	var paths []string
	for path := range r.funcs {
		paths = append(paths, path)
	}
	for path := range r.fields {
		if _, ok := r.funcs[path]; !ok {
			paths = append(paths, path)
		}
	}
	cfg := &packages.Config{Mode: packages.NeedTypes | packages.NeedName, Env: env}
	if env != nil {
		cfg.Dir = "testdata/src"
	}
	pkgs, err := packages.Load(cfg, paths...)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, pkg := range pkgs {
		if len(pkg.Errors) > 0 || pkg.Types == nil {
			t.Errorf("sinks: cannot load %s (a stub under testdata/src?): %v", pkg.PkgPath, pkg.Errors)
			continue
		}
		funcs := make(map[string]*types.Func)
		scope := pkg.Types.Scope()
		for _, name := range scope.Names() {
			obj := scope.Lookup(name)
			if fn, ok := obj.(*types.Func); ok {
				funcs[fn.FullName()] = fn
			}
			if tn, ok := obj.(*types.TypeName); ok {
				// The methods of T, *T, and of an interface T.
				for _, typ := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
					for m := range types.NewMethodSet(typ).Methods() {
						fn := m.Obj().(*types.Func)
						funcs[fn.FullName()] = fn
					}
				}
			}
		}
		for _, name := range r.funcs[pkg.PkgPath] {
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
				// A setting of any type (viper.SetDefault) is a site when a
				// string is given.
				if !stringOrSlice(v.Type()) && !types.IsInterface(v.Type()) || v.Name() != p.Name {
					t.Errorf("sinks: parameter %d of %s is %s %s, want %s string", p.Index, name, v.Name(), v.Type(), p.Name)
				}
			}
			checked++
		}
		for _, name := range r.fields[pkg.PkgPath] {
			typ, field := name[:strings.LastIndexByte(name, '.')], name[strings.LastIndexByte(name, '.')+1:]
			tn, _ := scope.Lookup(typ[strings.LastIndexByte(typ, '.')+1:]).(*types.TypeName)
			var st *types.Struct
			if tn != nil {
				st, _ = tn.Type().Underlying().(*types.Struct)
			}
			if st == nil {
				t.Errorf("urlFields: %s is not a struct of %s", typ, pkg.PkgPath)
				continue
			}
			found := false
			for f := range st.Fields() {
				if f.Name() == field {
					found = true
					if !stringOrSlice(f.Type()) {
						t.Errorf("urlFields: %s is %s, want string or []string", name, f.Type())
					}
				}
			}
			if !found {
				t.Errorf("urlFields: %s has no field %s", typ, field)
			}
			checked++
		}
	}
	return checked
}

// stringOrSlice reports whether t is a string or a []string.
func stringOrSlice(t types.Type) bool {
	if s, ok := t.Underlying().(*types.Slice); ok {
		t = s.Elem()
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.String
}

// TestBuilds checks which expressions the finder records as building a
// URI, and what it knows of each, "…" for a hole; and the facts of the
// functions that pass their format on to fmt.Sprintf.
func TestBuilds(t *testing.T) {
	t.Parallel()
	finder := sites.NewAnalyzer()
	a := &analysis.Analyzer{
		Name:     "builds",
		Doc:      "report every build",
		Requires: []*analysis.Analyzer{finder},
		Run: func(pass *analysis.Pass) (any, error) {
			for _, b := range pass.ResultOf[finder].(*sites.Result).Builds() {
				kind := b.Kind.String()
				if b.Field != "" {
					kind += " " + b.Field
				}
				pass.Reportf(b.Expr.Pos(), "%s %q", kind, b.Value.Display())
			}
			return nil, nil
		},
	}
	analysistest.Run(t, analysistest.TestData(), a, "builds", "buildsuser")
	analysistest.Run(t, analysistest.TestData(), finder, "formatlib")
}
