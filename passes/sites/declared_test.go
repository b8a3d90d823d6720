package sites_test

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urilint/urilint/passes/sites"
)

// TestDeclared checks the sinks declared by the -sinks flag: a function,
// a method with a parameter and a role, an interface method, a method of
// a generic type and a field, in their package and, through facts, in
// another.
func TestDeclared(t *testing.T) {
	finder := sites.NewAnalyzer()
	list := "declared.Fetch, (*declared.Client).Get#1:reference,(declared.Getter).Get," +
		"(*declared.Pool).Open#1:absolute, declared.Config.Endpoint, other.example/x.F"
	if err := finder.Flags.Set(sites.SinksFlag, list); err != nil {
		t.Fatal(err)
	}
	if got := finder.Flags.Lookup(sites.SinksFlag).Value.String(); !strings.Contains(got, "declared.Fetch,(*declared.Client).Get#1:reference,") {
		t.Errorf("String() = %q", got)
	}
	analysistest.Run(t, analysistest.TestData(), reporterOn(finder), "declared", "declareduser")

	// Another finder has the flag, empty: the sinks of finder are its own.
	if fl := sites.NewAnalyzer().Flags.Lookup(sites.SinksFlag); fl == nil || fl.Value.String() != "" {
		t.Errorf("a new finder's -%s flag: %v", sites.SinksFlag, fl)
	}
}

// TestDeclaredSyntax checks that an entry that does not parse is an
// error of the flag, which names it.
func TestDeclaredSyntax(t *testing.T) {
	for _, list := range []string{
		"Fetch",
		"example.com/pkg",
		"example.com/pkg.",
		"example.com/pkg.Fetch#",
		"example.com/pkg.Fetch#-1",
		"example.com/pkg.Fetch#x",
		"example.com/pkg.Fetch:absolut",
		"(*example.com/pkg.Client.Get",
		"(*example.com/pkg.Client).",
		"(Client).Get",
		"(*example.com/pkg.Client[T]).Get",
		"example.com/pkg.Fetch,example.com/pkg.1x",
		"example.com/pkg.Fetch Get",
	} {
		a := sites.NewAnalyzer()
		err := a.Flags.Set(sites.SinksFlag, list)
		if err == nil {
			t.Errorf("-sinks=%q: no error", list)
			continue
		}
		if !strings.Contains(err.Error(), "sink ") {
			t.Errorf("-sinks=%q: error %q does not name the entry", list, err)
		}
	}
	a := sites.NewAnalyzer()
	if err := a.Flags.Set(sites.SinksFlag, " , gopkg.in/yaml.v3.Marshal#0, (gopkg.in/yaml.v3.Node).Encode:reference,"); err != nil {
		t.Errorf("dotted package path: %v", err)
	}
}

// errRecorder is an analysistest.Testing that keeps the errors.
type errRecorder struct{ errs []string }

func (r *errRecorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestDeclaredWrong checks that an entry which names what its package
// does not have, or no string, fails the analysis of that package with
// an error that says why.
func TestDeclaredWrong(t *testing.T) {
	for list, want := range map[string]string{
		"declaredbad.G":           "package declaredbad has no function G",
		"declaredbad.F#0":         "parameter 0 of declaredbad.F is of type int, not a string",
		"declaredbad.F#2":         "declaredbad.F has 2 parameters",
		"declaredbad.U.X":         "package declaredbad has no type U",
		"declaredbad.T.N":         "field N is of type int, not a string",
		"declaredbad.T.S":         "field S is promoted from an embedded struct",
		"declaredbad.T.Z":         "type T of package declaredbad has no field or method Z",
		"declaredbad.T.M":         "the method is written (declaredbad.T).M",
		"(*declaredbad.T).M":      "the method is written (declaredbad.T).M",
		"declaredbad.Inner.S#1":   "S is a field: it has no parameters",
		"declaredbad.T":           "package declaredbad has no function T",
		"(declaredbad.Inner).S":   "S is a field, written declaredbad.Inner.S",
		"(declaredbad.Inner).Get": "type Inner of package declaredbad has no field or method Get",
	} {
		finder := sites.NewAnalyzer()
		if err := finder.Flags.Set(sites.SinksFlag, list); err != nil {
			t.Fatal(err)
		}
		var r errRecorder
		analysistest.Run(&r, analysistest.TestData(), reporterOn(finder), "declaredbad")
		if got := strings.Join(r.errs, "\n"); !strings.Contains(got, want) || !strings.Contains(got, `sink "`+list+`"`) {
			t.Errorf("-sinks=%s: got errors\n%s\nwant %q", list, got, want)
		}
	}
	// Entries of other packages say nothing of this one.
	finder := sites.NewAnalyzer()
	if err := finder.Flags.Set(sites.SinksFlag, "declared.Nothing,declaredbad.x.y.z,declaredbad/sub.F"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), reporterOn(finder), "declaredbad")
}
