package sites

import (
	"cmp"
	"encoding/base64"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urilint/urilint/passes/sites/expr"
	"github.com/urilint/urilint/uri"
)

// This file judges what a test means by a URI it writes: a working value,
// held to the rules of non-test code, or a fixture it writes odd on
// purpose. The judgement is made here once per site (judge); the checks
// read Site.InTest and Site.Fixture.

// expectsError reports whether the test checks, right after the call,
// that an error occurred: "_, err := url.Parse(bad); if err == nil {", a
// type assertion or errors.As on err, or an assert/require helper such as
// Error or NotNil on it. Such a test feeds a bad URI on purpose. When the
// call's own results are not kept, any error variable named err counts:
// "c.SetProxy(bad); _, err = c.Get(u); assertNotNil(t, err)".
func (f *finder) expectsError(c callAt) bool {
	var stmt ast.Stmt
	var errVar types.Object
	switch s := c.ancestor(0).(type) {
	case *ast.AssignStmt:
		if len(s.Rhs) != 1 {
			return false
		}
		stmt = s
		for _, lhs := range s.Lhs {
			if id, ok := lhs.(*ast.Ident); ok && isErrorVar(f.pass.TypesInfo.ObjectOf(id)) {
				errVar = f.pass.TypesInfo.ObjectOf(id)
			}
		}
		if errVar == nil {
			return false
		}
	case *ast.ExprStmt:
		stmt = s
	default:
		return false
	}
	isErr := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return false
		}
		obj := f.pass.TypesInfo.ObjectOf(id)
		if errVar != nil {
			return obj == errVar
		}
		return id.Name == "err" && isErrorVar(obj)
	}
	if ifs, ok := c.ancestor(1).(*ast.IfStmt); ok && ifs.Init == stmt {
		return expectsErrorIn(ifs, isErr)
	}
	return slices.ContainsFunc(following(stmt, c.ancestor(1), 4), func(next ast.Stmt) bool { return expectsErrorIn(next, isErr) })
}

// following returns up to n statements that follow stmt in parent, a
// block or a case.
func following(stmt ast.Stmt, parent ast.Node, n int) []ast.Stmt {
	var list []ast.Stmt
	switch b := parent.(type) {
	case *ast.BlockStmt:
		list = b.List
	case *ast.CaseClause:
		list = b.Body
	case *ast.CommClause:
		list = b.Body
	}
	i := slices.Index(list, stmt)
	if i < 0 {
		return nil
	}
	return list[i+1 : min(i+1+n, len(list))]
}

func isErrorVar(obj types.Object) bool {
	return obj != nil && types.Identical(obj.Type(), types.Universe.Lookup("error").Type())
}

// expectsErrorIn reports whether the statement n checks that the error
// isErr matches is not nil.
func expectsErrorIn(n ast.Stmt, isErr func(ast.Expr) bool) bool {
	found := false
	inspect := func(e ast.Node) {
		ast.Inspect(e, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				found = found || n.Op == token.EQL && (isErr(n.X) && isNil(n.Y) || isNil(n.X) && isErr(n.Y))
			case *ast.TypeAssertExpr:
				found = found || isErr(n.X)
			case *ast.CallExpr:
				found = found || isErrorCheck(n.Fun) && slices.ContainsFunc(n.Args, isErr) || gomegaExpectsError(n, isErr) || assertsErrorText(n, isErr)
			}
			return !found
		})
	}
	switch n := n.(type) {
	case *ast.IfStmt:
		if n.Init != nil {
			inspect(n.Init)
		}
		// if errors.Is(err, ErrInsecure) { t.Fatal(…) } fails on that
		// error: the test expects another, or none.
		if call, ok := ast.Unparen(n.Cond).(*ast.CallExpr); !ok || !isOrAs(call.Fun) {
			inspect(n.Cond)
		}
		// if err == nil { db.Close() } uses what the call gave; only
		// a branch that fails the test expects the error.
		found = found && fails(n.Body)
	case *ast.ExprStmt:
		inspect(n.X)
	case *ast.AssignStmt:
		inspect(n)
	}
	return found
}

// fails reports whether the block fails the test (t.Fatal, t.Error,
// t.FailNow, panic) or gives back an error of its own.
func fails(b *ast.BlockStmt) bool {
	found := false
	ast.Inspect(b, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ReturnStmt:
			found = found || slices.ContainsFunc(n.Results, func(e ast.Expr) bool { return !isNil(e) })
		case *ast.CallExpr:
			name := exprName(n.Fun)
			found = found || name == "panic" || strings.HasPrefix(name, "Fatal") || strings.HasPrefix(name, "Error") || strings.HasPrefix(name, "Fail")
		}
		return !found
	})
	return found
}

// failsIfAccepted reports whether the value is given, whole or in a
// literal, to a call that is the condition of an if whose body fails the
// test: if serverReachable(&url.URL{Host: "-not a real address-"}) {
// t.Fatal(…) } expects false for it (rule 2a).
func (f *finder) failsIfAccepted(path []ast.Node) bool {
	for i := 1; i < len(path); i++ {
		switch n := path[i].(type) {
		case *ast.CompositeLit, *ast.KeyValueExpr, *ast.UnaryExpr, *ast.ParenExpr:
			continue
		case *ast.CallExpr:
			if !slices.Contains(n.Args, path[i-1].(ast.Expr)) || i+1 >= len(path) {
				return false
			}
			ifs, ok := path[i+1].(*ast.IfStmt)
			return ok && ifs.Cond == n && fails(ifs.Body)
		}
		return false
	}
	return false
}

// listExpectsRejection reports whether the value is an element of a
// list of strings that the test ranges over and whose loop expects an
// error for each element: blocked := []string{…}; for _, raw := range
// blocked { if err := policy(raw); err == nil { t.Error(…) } } (rule 2a).
func (f *finder) listExpectsRejection(path []ast.Node) bool {
	if len(path) < 3 {
		return false
	}
	list, ok := path[1].(*ast.CompositeLit)
	if !ok || !slices.Contains(list.Elts, path[0].(ast.Expr)) {
		return false
	}
	var v types.Object
	switch n := path[2].(type) {
	case *ast.AssignStmt:
		if len(n.Lhs) == 1 && len(n.Rhs) == 1 && n.Rhs[0] == list {
			if id, ok := n.Lhs[0].(*ast.Ident); ok {
				v = f.pass.TypesInfo.ObjectOf(id)
			}
		}
	case *ast.ValueSpec:
		if len(n.Names) == 1 && len(n.Values) == 1 && n.Values[0] == list {
			v = f.pass.TypesInfo.ObjectOf(n.Names[0])
		}
	}
	decl := enclosingFunc(path)
	if v == nil || decl == nil || decl.Body == nil {
		return false
	}
	isErr := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && id.Name == "err"
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		rs, ok := n.(*ast.RangeStmt)
		if found || !ok {
			return !found
		}
		if id, ok := ast.Unparen(rs.X).(*ast.Ident); ok && f.pass.TypesInfo.Uses[id] == v {
			found = slices.ContainsFunc(rs.Body.List, func(st ast.Stmt) bool { return expectsErrorIn(st, isErr) })
		}
		return !found
	})
	return found
}

// isOrAs reports whether fun is errors.Is or errors.As, or a function
// of that name.
func isOrAs(fun ast.Expr) bool {
	switch fun := fun.(type) {
	case *ast.Ident:
		return fun.Name == "Is" || fun.Name == "As"
	case *ast.SelectorExpr:
		return fun.Sel.Name == "Is" || fun.Sel.Name == "As"
	}
	return false
}

// isErrorCheck reports whether fun names a function that asserts an
// error occurred: errors.As, errors.Is, and the Error, ErrorIs, NotNil…
// of assert, require and home-made helpers (assertNotNil).
func isErrorCheck(fun ast.Expr) bool {
	var name string
	switch fun := fun.(type) {
	case *ast.Ident:
		name = fun.Name
	case *ast.SelectorExpr:
		name = fun.Sel.Name
	}
	lower := strings.ToLower(name)
	return name == "As" || name == "Is" || strings.Contains(lower, "error") && !strings.Contains(lower, "noerror") || strings.Contains(lower, "notnil")
}

// gomegaExpectsError reports whether call is a Gomega assertion that
// the error isErr matches occurred: Expect(err).To(HaveOccurred()),
// Ω(err).Should(MatchError(…)), Expect(err).NotTo(BeNil()).
func gomegaExpectsError(call *ast.CallExpr, isErr func(ast.Expr) bool) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	actual, ok := sel.X.(*ast.CallExpr)
	if !ok || len(actual.Args) != 1 || !isErr(actual.Args[0]) {
		return false
	}
	if name := exprName(actual.Fun); name != "Expect" && name != "Ω" {
		return false
	}
	matcher, ok := call.Args[0].(*ast.CallExpr)
	if !ok {
		return false
	}
	switch m := exprName(matcher.Fun); sel.Sel.Name {
	case "To", "Should":
		return m == "HaveOccurred" || m == "MatchError"
	case "NotTo", "ToNot", "ShouldNot":
		return m == "BeNil" || m == "Succeed"
	}
	return false
}

// assertsErrorText reports whether call asserts what the text of the
// error isErr matches says, assert.Equal(t, want, err.Error()) or
// Expect(err.Error()).To(…): the test expects an error, as a nil one
// has no text.
func assertsErrorText(call *ast.CallExpr, isErr func(ast.Expr) bool) bool {
	switch strings.TrimSuffix(exprName(call.Fun), "f") {
	case "Expect", "Ω", "Equal", "Contains", "Regexp", "HasPrefix":
	default:
		return false
	}
	return slices.ContainsFunc(call.Args, func(e ast.Expr) bool {
		c, ok := e.(*ast.CallExpr)
		if !ok || len(c.Args) != 0 {
			return false
		}
		sel, ok := c.Fun.(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "Error" && isErr(sel.X)
	})
}

func isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil"
}

// failsAssertion reports whether the call's result is what an assertion
// that expects a rejection examines: assert.False(t, app.Allows(":")),
// require.Nil(t, parse(s)), assert.Error(t, check(s)).
func (f *finder) failsAssertion(c callAt) bool {
	outer, ok := c.ancestor(0).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := typeutil.StaticCallee(f.pass.TypesInfo, outer)
	if fn == nil {
		return false
	}
	name := strings.TrimSuffix(fn.Name(), "f")
	switch name {
	case "False", "Nil", "Empty", "Zero", "Panics", "Error", "ErrorIs", "ErrorAs", "ErrorContains", "EqualError", "NotOK", "Fail":
		return true
	}
	return false
}

// judge decides what the test that writes the site's value means by it
// (README, "Tests"): a fixture, written odd on purpose, when the test
// shows it, and otherwise a working value, held to the rules of non-test
// code. It records the evidence in s.Fixture, from what the finder saw
// of the call the value is given to (s.call) and of the value's place.
func (f *finder) judge(s *Site) {
	f.judgeOnce(s)
	if s.InTest && s.Fixture == "" && s.Evidence == EvidenceShape {
		if fn := f.builtExpected(s.Value.Text(), f.pathTo(s.Expr)); fn != nil {
			s.Evidence, s.Sink = EvidenceName, "expected value of "+fn.Name()
		}
	}
	if s.InTest && slices.Equal(s.fixtureOf, []string{"credentials"}) && userinfoVaried(s.Value.Text(), f.pathTo(s.Expr)) {
		// The rows of a test of userinfo that try one URI with one
		// userinfo after another are its inputs whole, port and all
		// (rule 2d).
		s.fixtureOf = nil
	}
	if s.InTest && s.fixtureOf != nil {
		// A rule that silences some checks leaves the others to what
		// the names say: a password parsed for its userinfo, in a case
		// named "special chars".
		for _, check := range f.namesOddity(s, f.pathTo(s.Expr)) {
			if !slices.Contains(s.fixtureOf, check) {
				s.fixtureOf = append(s.fixtureOf, check)
			}
		}
	}
}

// probes reports whether the call is the init of a probe (tries): "if
// _, err := url.ParseRequestURI(…); err == nil { … }". The test tries
// whether the URI is accepted, as one that expects an error does (rule
// 2a).
func (f *finder) probes(c callAt) bool {
	path := f.pathTo(c.call)
	if len(path) < 3 {
		return false
	}
	ifs, ok := path[2].(*ast.IfStmt)
	return ok && ifs.Init == path[1] && tries(ifs)
}

// tries reports whether ifs calls something in its init, drops all it
// gives but the error, and goes on only when there is none, without
// failing the test there: "if _, err := url.Parse(…); err == nil". A
// test that uses what the call gives, if db, err := sql.Open(…); err ==
// nil { db.Close() }, means it as a working value, and one that fails
// in the branch expects an error.
func tries(ifs *ast.IfStmt) bool {
	as, ok := ifs.Init.(*ast.AssignStmt)
	if !ok || len(as.Lhs) < 2 || len(as.Rhs) != 1 {
		return false
	}
	if _, ok := as.Rhs[0].(*ast.CallExpr); !ok {
		return false
	}
	for _, lhs := range as.Lhs[:len(as.Lhs)-1] {
		if id, ok := lhs.(*ast.Ident); !ok || id.Name != "_" {
			return false
		}
	}
	return testsSuccess(ifs.Cond, nil, nil) && !fails(ifs.Body)
}

// underProbe reports whether path is in the body of a probe (tries) of
// a URI written there: "if _, err :=
// url.ParseRequestURI("http://[fe80::1%25lo0]"); err == nil { tests =
// append(tests, …) }" adds rows the parser is known to take.
func (f *finder) underProbe(path []ast.Node) bool {
	for i := 1; i < len(path); i++ {
		ifs, ok := path[i].(*ast.IfStmt)
		if !ok || path[i-1] != ifs.Body || !tries(ifs) {
			continue
		}
		tried := false
		ast.Inspect(ifs.Init, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && strings.Contains(lit.Value, "://") {
				tried = true
			}
			return !tried
		})
		if tried {
			return true
		}
	}
	return false
}

// judgeOnce is judge but for what names add to a fixture of some checks.
func (f *finder) judgeOnce(s *Site) {
	if !s.InTest {
		s.Example = f.exampleProgram(s.Expr)
		// Outside tests only the value's own name tells: a constant that
		// test helpers share, TestInvalidURL = " https://…".
		for _, n := range f.namesOf(s, f.pathTo(s.Expr)) {
			if w := badWord(n.text, looseBadWords...); n.where == "its name" && w != "" {
				s.Fixture = fmt.Sprintf("its name says %q", w)
				return
			}
		}
		return
	}
	c := s.call
	text := s.Value.Text()
	path := f.pathTo(s.Expr)
	s.Example = f.inExample(path)
	switch {
	case s.expectsError:
		s.Fixture = "the test expects an error for it"
	case f.stmtExpectsError(path) && !(s.Need.Request && unreachable(text)):
		s.Fixture = "the test expects an error after writing it"
	case f.writtenIntoErrorRow(path):
		s.Fixture = "the URL it is written into is in a row that expects an error"
	case s.Evidence > EvidenceText && controlEscape(s):
		// A document's lines end in "\n"; only a URI written whole
		// can hold a control character on purpose.
		s.Fixture = "it writes a control character"
	case s.Value.Known() && text != strings.TrimSpace(text):
		s.Fixture = "it pads the URI with white space"
	case s.Value.Known() && f.deliberate[text]:
		s.Fixture = "the tests give it to a call they expect to fail"
	case c != nil && f.failsAssertion(*c):
		s.Fixture = "the test asserts that it is rejected"
	case f.failsIfAccepted(path):
		s.Fixture = "the test fails if a check accepts it"
	case f.listExpectsRejection(path):
		s.Fixture = "a row of a list whose loop expects an error for each"
	case c != nil && s.Value.Known() && f.probes(*c):
		s.Fixture = "the test tries whether the call accepts it"
	case f.underProbe(path):
		s.Fixture = "the test writes it only where a call has accepted a URI it tries"
	case s.Value.Known() && len(text) > len("x://") && !(s.Need.Request && unreachable(text)) && f.quotedInError(text, path):
		s.Fixture = "the test expects an error message that quotes it"
	}
	if s.Fixture != "" {
		return
	}
	if dummyWord(s) {
		s.Fixture = "a word that stands for a URI the test never uses"
		return
	}
	if why := f.meantOdd(s, text, path); why != "" {
		s.Fixture = why
		return
	}
	if s.Value.Known() && renderedAsLink(text, path) {
		s.Fixture = "the test expects it rendered as a link, as it is"
		return
	}
	if c != nil {
		if concerns, ok := f.handlesURIs(c.fn); ok {
			s.Fixture, s.fixtureOf = "input of "+c.fn.Name()+", which handles URIs", concerns
			return
		}
	}
	fn := f.parsedFor(path)
	if fn == nil {
		fn = f.closureParsesFor(path)
	}
	if fn != nil {
		concerns, _ := f.handlesURIs(fn)
		s.Fixture, s.fixtureOf = "parsed for "+fn.Name()+", which handles URIs", concerns
		return
	}
	if sitePassword(s, text) != "" && parseTestName(path) &&
		(len(s.Via) > 0 && (s.Sink == "net/url.Parse" || s.Sink == "net/url.ParseRequestURI") || s.Evidence < EvidenceSink) {
		// The parser takes the userinfo apart; a default port, say, is
		// only incidental to it. A URI that reaches nothing else known
		// is the parser's input or what it gives back (TestParseGitRepoURL's
		// expected value).
		s.Fixture, s.fixtureOf = "input of the package's parsing of URIs, which the test is named for", []string{"credentials"}
		return
	}
	if pw := sitePassword(s, text); pw != "" && f.expected(path) && (rowGivesPassword(s, path, pw) || f.givesPasswordAlone(s, path, pw)) {
		s.Fixture, s.fixtureOf = "the expected URI of code the test gives the password", []string{"credentials"}
		return
	}
	if pw := sitePassword(s, text); pw != "" && (s.Sink == "net/url.Parse" || s.Evidence < EvidenceSink) && f.passwordApart(s, path, pw) {
		s.Fixture, s.fixtureOf = "the test writes the password apart too, for the code to put in or take out", []string{"credentials"}
		return
	}
	if pw := sitePassword(s, text); pw != "" && (s.Sink == "net/url.Parse" || s.Evidence < EvidenceSink) && f.testReadsUserinfo(path) {
		s.Fixture, s.fixtureOf = "the test gives the URL to code of the package that reads or redacts its userinfo", []string{"credentials"}
		return
	}
	if fn := f.fillsPasswordFrom(path); sitePassword(s, text) != "" && fn != nil {
		s.Fixture, s.fixtureOf = "the test gives the settings it is written into to "+fn.Name()+", which takes the password out of it", []string{"credentials"}
		return
	}
	if s.Is(uri.ComponentUserinfo) && f.serverOwnURL(path) {
		s.Fixture, s.fixtureOf = "the userinfo is for the server the test runs", []string{"credentials"}
		return
	}
	if basicAuthBeside(s, path, text) {
		s.Fixture, s.fixtureOf = "the test expects the Basic credentials its userinfo makes", []string{"credentials"}
		return
	}
	if ui := userinfo(text); strings.Contains(ui, ":") && f.userinfoApart(s, path, ui) {
		s.Fixture, s.fixtureOf = "the test writes its userinfo apart too, for the code to put in or take out", []string{"credentials"}
		return
	}
	if pw := sitePassword(s, text); pw != "" && f.writesElsewhere(s, path, pw) {
		s.Fixture, s.fixtureOf = "the test checks the password it writes", []string{"credentials"}
		return
	}
	if sitePassword(s, text) != "" && f.rowExpectsNoUserinfo(path) {
		s.Fixture, s.fixtureOf = "its row expects the URI back without its userinfo", []string{"credentials"}
		return
	}
	if sitePassword(s, text) != "" && f.expectsMasked(path) {
		s.Fixture, s.fixtureOf = "the test expects a password masked", []string{"credentials"}
		return
	}
	if fn := f.tableGivenTo(path); fn != nil {
		concerns, _ := f.handlesURIs(fn)
		s.Fixture, s.fixtureOf = "a row of a table that the test gives to "+fn.Name()+", which handles URIs", concerns
		return
	}
	if name := tableName(path); name != "" && handlerName(name) {
		s.Fixture = fmt.Sprintf("a row of %s, a table of code that handles URIs", name)
		return
	}
	if f.roundTrip(path) {
		s.Fixture = "the test gives it to the code and expects it back"
		return
	}
	if f.expected(path) && f.testHandlesURIs(path) {
		s.Fixture = "the expected value of a test of code that handles URIs"
		return
	}
	if f.variesOneURI(text, path) {
		s.Fixture = "a row of a table that varies one URI"
		return
	}
	if sitePassword(s, text) != "" && f.rejectedVariant(text, path) {
		s.Fixture, s.fixtureOf = "a row of a table that varies one URI, userinfo kept, and rejects another", []string{"credentials"}
		return
	}
	if sitePassword(s, text) != "" && variesUserinfo(text, path) {
		s.Fixture, s.fixtureOf = "a row of a table that varies the userinfo of one URI", []string{"credentials"}
		return
	}
	// Last, as these silence some checks only, where the rules above may
	// silence all.
	if s.Value.Known() && f.expectedFrom(text, path) {
		s.Fixture, s.fixtureOf = "the test expects what the code makes of it to start with it, relative", []string{"sink"}
		return
	}
	if s.Value.Known() && expectsEscaped(text, path) {
		s.Fixture, s.fixtureOf = "the test expects the code to escape what no URI may hold", []string{"syntax"}
		return
	}
	if host := upperHost(text); host != "" && hostWrittenApart(path, host) {
		s.Fixture, s.fixtureOf = "the test writes its host, in upper case, in a pattern too", []string{"hostcase"}
		return
	}
	if upperHost(text) != "" && routedTable(path) {
		s.Fixture, s.fixtureOf = "a row of a table of hosts that the test routes by, in upper case", []string{"hostcase"}
		return
	}
	if checks := f.namesOddity(s, path); checks != nil {
		s.Fixture, s.fixtureOf = "a name says what is odd in it ("+strings.Join(checks, ", ")+")", checks
	}
	lead := strings.TrimSpace(s.Value.Prefix())
	if ss := uri.SplitScheme(lead); ss.Sep != uri.SepNone && alternatingCase(lead[:ss.SchemeEnd]) {
		// Named for a port, as TestPortDefaultForScheme is, the test
		// still means the case of "HtTp".
		if s.Fixture == "" {
			s.Fixture = "its scheme is written in alternating case, as a test of case-insensitivity writes it"
		}
		for _, check := range []string{"schemecase", "hostcase"} {
			if !slices.Contains(s.fixtureOf, check) {
				s.fixtureOf = append(s.fixtureOf, check)
			}
		}
	}
}

// alternatingCase reports whether a word's letters change case at least
// twice, "HtTp" or "hTTp": no one slips into that, while "HTTP" and
// "Http" are slips (RFC 3986 §3.1).
func alternatingCase(word string) bool {
	changes, upper, seen := 0, false, false
	for _, r := range word {
		if !unicode.IsLetter(r) {
			continue
		}
		u := unicode.IsUpper(r)
		if seen && u != upper {
			changes++
		}
		upper, seen = u, true
	}
	return changes >= 2
}

// quotedInError reports whether the test function of path writes
// another string that quotes text inside a message of an error:
// "[error]: missing host part in URL 'tcp://'" for "tcp://".
func (f *finder) quotedInError(text string, path []ast.Node) bool {
	decl := enclosingFunc(path)
	if decl == nil || decl.Body == nil {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || found {
			return !found
		}
		other, err := strconv.Unquote(lit.Value)
		if err != nil || other == text {
			return true
		}
		i := strings.Index(other, text)
		if i < 0 {
			return true
		}
		// Quoted: set apart from the words around it.
		before, after := other[:i], other[i+len(text):]
		quoted := strings.HasSuffix(before, "'") && strings.HasPrefix(after, "'") ||
			strings.HasSuffix(before, `"`) && strings.HasPrefix(after, `"`)
		found = quoted && errorMessage(other)
		return !found
	})
	return found
}

// errorMessage reports whether s is one line that says something went
// wrong: "[error]: missing host part in URL 'tcp://'", not a
// configuration file that happens to set reject_unknown.
func errorMessage(s string) bool {
	if strings.Contains(strings.TrimRight(s, "\n"), "\n") {
		return false
	}
	return slices.ContainsFunc(words(prose(s)), func(w string) bool {
		return slices.Contains(errorWords, w)
	})
}

// meantOdd returns what shows that the test writes or builds the value
// odd on purpose, its row, the statements after it or its names, or "".
func (f *finder) meantOdd(s *Site, text string, path []ast.Node) string {
	if why := rowExpectsError(f.pass.TypesInfo, path); why != "" {
		return why
	}
	if status := expectsRejection(f.pass.TypesInfo, path); status != "" {
		return "the test expects the request refused (" + status + ")"
	}
	if w, where := f.sayBad(s, text, path); w != "" {
		return fmt.Sprintf("%s says %q", where, w)
	}
	return ""
}

// judgeBuilds judges what a test means by a URI it builds, as judge
// does for the strings it writes: a build the test expects an error or
// a refusal for, or that a name or a comment says is bad, is a fixture.
func (f *finder) judgeBuilds() {
	for _, b := range f.builds {
		if !b.InTest {
			continue
		}
		path := f.pathTo(b.Expr)
		if f.stmtExpectsError(path) {
			b.Fixture = "the test expects an error after building it"
			continue
		}
		b.Fixture = f.meantOdd(&Site{Value: b.Value, Expr: b.Expr, InTest: true}, b.Value.Text(), path)
	}
}

// inExample reports whether path is in a Go example: a function whose
// name starts with Example, or a file named example_test.go or
// example_…_test.go, where examples and their helpers live.
func (f *finder) inExample(path []ast.Node) bool {
	if decl := enclosingFunc(path); decl != nil && decl.Recv == nil && strings.HasPrefix(decl.Name.Name, "Example") {
		return true
	}
	name := filepath.Base(f.pass.Fset.File(path[0].Pos()).Name())
	return strings.HasPrefix(name, "example_") && isTestFile(name) || name == "example_test.go"
}

// exampleProgram reports whether e is in a command of an example
// directory (example/, examples/, _examples/): documentation that users
// copy and fill in, as a Go example is.
func (f *finder) exampleProgram(e ast.Expr) bool {
	if f.pass.Pkg.Name() != "main" {
		return false
	}
	dir := filepath.ToSlash(filepath.Dir(f.pass.Fset.File(e.Pos()).Name()))
	return slices.ContainsFunc(strings.Split(dir, "/"), func(elem string) bool {
		return elem == "example" || elem == "examples" || elem == "_examples"
	})
}

// dummyWord reports whether a test's value is a bare word, "x",
// "endpoint", with nothing of a URI or a host in it: a dummy given where
// the test needs some string, not one it connects to. A host name alone,
// "localhost", is a host where a URI is needed; a component, a scheme
// or a host, is a word by its grammar.
func dummyWord(s *Site) bool {
	text := s.Value.Text()
	return s.Value.Known() && text != "" && s.Need.Grammar != GrammarComponent && !strings.ContainsAny(text, ":/.@?#%[]") && !strings.EqualFold(text, "localhost")
}

// unreachable reports whether the URI names a host that is not there, or
// a local port nothing listens on: a test that expects its request to
// fail tries the connection, not the URI (rule 2).
func unreachable(text string) bool {
	key := uriKey(text)
	if key == "" {
		return false
	}
	host := key[strings.Index(key, "://")+3:]
	for _, w := range unreachableWords {
		if strings.Contains(host, w) {
			return true
		}
	}
	return host == "localhost" || host == "127.0.0.1" || host == "[::1]" || strings.HasSuffix(host, ".test")
}

// stmtExpectsError reports whether the value is written to a field by a
// statement that a check of an error follows, u.RawQuery = "new\nline"
// then "if err == nil": the test builds a bad input for the next call.
func (f *finder) stmtExpectsError(path []ast.Node) bool {
	var stmt *ast.AssignStmt
	i := 1
	for ; i < len(path) && stmt == nil; i++ {
		switch n := path[i].(type) {
		case *ast.AssignStmt:
			stmt = n
		case *ast.KeyValueExpr, *ast.UnaryExpr, *ast.ParenExpr:
		case *ast.CompositeLit:
			if isTable(f.pass.TypesInfo, n) {
				return false // a row: its table's statement says nothing of it
			}
		case *ast.CallExpr:
			// r, err := newRequest(Options{Endpoint: "://x"}): what the
			// statement expects of the call, it expects of the value.
			if !slices.Contains(n.Args, path[i-1].(ast.Expr)) {
				return false
			}
		default:
			return false
		}
	}
	if stmt == nil || i >= len(path) {
		return false
	}
	isErr := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && id.Name == "err"
	}
	return slices.ContainsFunc(following(stmt, path[i], 3), func(next ast.Stmt) bool { return expectsErrorIn(next, isErr) })
}

// assignedField returns the field the value of path is assigned to,
// u.RawQuery of u.RawQuery = value; nil if it is assigned to none.
func assignedField(path []ast.Node) *ast.SelectorExpr {
	if len(path) < 3 {
		return nil
	}
	as, ok := path[1].(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Rhs[0] != path[0] {
		return nil
	}
	sel, _ := as.Lhs[0].(*ast.SelectorExpr)
	return sel
}

// writtenIntoErrorRow reports whether the value is written into a field
// of a variable that a table row expecting an error holds: testURL.RawQuery
// = "∞", then {URIs: []*url.URL{testURL}, expectedError: "…"}.
func (f *finder) writtenIntoErrorRow(path []ast.Node) bool {
	sel := assignedField(path)
	if sel == nil {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	decl := enclosingFunc(path)
	file, isFile := path[len(path)-1].(*ast.File)
	if !ok || decl == nil || decl.Body == nil || !isFile {
		return false
	}
	info := f.pass.TypesInfo
	v := info.Uses[id]
	if v == nil {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		use, ok := n.(*ast.Ident)
		if !ok || info.Uses[use] != v {
			return !found
		}
		p, _ := astutil.PathEnclosingInterval(file, use.Pos(), use.End())
		for k, n := range p {
			if _, ok := n.(*ast.CompositeLit); ok && rowExpectsError(info, p[k:]) != "" {
				found = true
				break
			}
		}
		return !found
	})
	return found
}

// controlEscape reports whether a literal of the value writes a control
// character with an escape, "new\nline": typed on purpose.
func controlEscape(s *Site) bool {
	for _, lit := range s.Value.Literals() {
		if !strings.HasPrefix(lit.Value, `"`) {
			continue
		}
		for _, esc := range []string{`\n`, `\r`, `\t`, `\x0`, `\x1`, `\x7f`, `\u00`, `\a`, `\b`, `\f`, `\v`, `\000`} {
			if strings.Contains(lit.Value, esc) {
				return true
			}
		}
	}
	return false
}

// pathTo returns the nodes that enclose e, innermost first, up to its
// file.
func (f *finder) pathTo(e ast.Node) []ast.Node {
	for _, file := range f.pass.Files {
		if file.FileStart <= e.Pos() && e.End() <= file.FileEnd {
			path, _ := astutil.PathEnclosingInterval(file, e.Pos(), e.End())
			return path
		}
	}
	return []ast.Node{e}
}

// testHelperName returns the name of the function call calls when the
// test declares it: a function literal held in a variable, or a
// function of a _test.go file; else "".
func (f *finder) testHelperName(call *ast.CallExpr) string {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return ""
	}
	if f.testHelper(call) {
		return id.Name
	}
	if v, ok := f.pass.TypesInfo.Uses[id].(*types.Var); ok && f.declaredInTest(v) {
		if _, ok := v.Type().Underlying().(*types.Signature); ok {
			return id.Name
		}
	}
	return ""
}

// sayBad returns the word that says the value is written odd on purpose,
// and where the test says it: the value, the name bound to it, its row's
// name, a comment, its table or its test function.
func (f *finder) sayBad(s *Site, text string, path []ast.Node) (word, where string) {
	// A host named for not being there says nothing of the URI, nor does
	// a resource named for what it answers, "/error/nsaddrs": the
	// request meets an error there. The value is read decoded too:
	// "%5Cevil.example" says "evil".
	w := badWord(text, outcomeWords...)
	if w == "" && strings.Contains(text, "%") {
		w = badWord(decoded(text), outcomeWords...)
	}
	if w != "" && !(s.Need.Request && unreachable(text)) {
		return w, "the value"
	}
	for _, n := range f.namesOf(s, path) {
		// TestSendMessageNetworkError with "http://localhost:99999": the
		// name tells what the request meets, not that the URI is odd.
		// So does one of a base URL the test gives the code
		// (hubBaseURL: "http://localhost:99999" in
		// TestBackendConnectionError).
		var skip []string
		if (s.Need.Request || s.Evidence == EvidenceName) && unreachable(text) {
			skip = outcomeWords
		}
		if w := badWord(n.text, skip...); w != "" {
			return w, n.where
		}
	}
	// A comment that a request fails or errs tells what happens, not that
	// the URI is written odd on purpose.
	if w := badWord(prose(f.commentOn(s.Expr, path)), outcomeWords...); w != "" {
		return w, "a comment on it"
	}
	for _, n := range path {
		if d, ok := n.(*ast.FuncDecl); ok && d.Doc != nil {
			if w := badWord(prose(d.Doc.Text()), outcomeWords...); w != "" {
				return w, "its test's comment"
			}
		}
	}
	return "", ""
}

// A name is what a test calls a value, and where it says so.
type name struct{ text, where string }

// decoded returns text with its percent-encodings decoded, or "" if one
// is broken.
func decoded(text string) string {
	d, err := url.PathUnescape(text)
	if err != nil || d == text {
		return ""
	}
	return d
}

// namesOf returns the names the test gives the value, innermost first:
// the field, variable or constant that holds it, its case's name in a
// table or t.Run, its test function's name.
func (f *finder) namesOf(s *Site, path []ast.Node) []name {
	var out []name
	for i, n := range path {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			out = append(out, name{exprName(n.Key), "its name"})
			// A table keyed by its cases' names:
			// map[string]struct{…}{"fail/basic-auth-in-url": {…}}.
			if lit, ok := n.Key.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if _, row := n.Value.(*ast.CompositeLit); row {
					out = append(out, name{lit.Value, "its case's name"})
				}
			}
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				out = append(out, name{exprName(lhs), "its name"})
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				out = append(out, name{id.Name, "its name"})
			}
		case *ast.CompositeLit:
			if i+1 < len(path) && isTable(f.pass.TypesInfo, path[i+1]) || f.caseType(n) {
				for _, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok && caseNameKey(exprName(kv.Key)) {
						if lit, ok := kv.Value.(*ast.BasicLit); ok {
							out = append(out, name{lit.Value, "its case's name"})
						}
					}
				}
				if lit, ok := n.Elts[0].(*ast.BasicLit); ok && len(n.Elts) > 2 && lit != s.Expr {
					out = append(out, name{lit.Value, "its case's name"})
				}
			}
		case *ast.FuncDecl:
			out = append(out, name{n.Name.Name, "its test's name"})
		case *ast.CallExpr:
			// t.Run("invalid host", func(t *testing.T) { … }), and
			// Ginkgo's It("errors when …", func() { … }).
			if caseCall(n) {
				if lit, ok := n.Args[0].(*ast.BasicLit); ok {
					out = append(out, name{lit.Value, "its case's name"})
				}
			}
			// assertURIFail(&url.URL{Scheme: "SPIFFE"}, …): the test's
			// own helper, named for what it expects of its argument.
			if i > 0 && slices.ContainsFunc(n.Args, func(a ast.Expr) bool { return a == path[i-1] }) {
				if h := f.testHelperName(n); h != "" {
					out = append(out, name{h, "the test's helper it is given to"})
				}
			}
		}
	}
	return out
}

// namesOddity returns the checks whose kind of oddity a name the test
// gives the value names: "uppercase origin" for hostcase and schemecase,
// TestEscapedPathParam for percent (rule 2b). The test writes that oddity
// on purpose; the value is held to the other checks. A comment is no
// name: it may tell what the URI holds without meaning it.
func (f *finder) namesOddity(s *Site, path []ast.Node) []string {
	var out []string
	for _, n := range append(f.namesOf(s, path), f.assertionMessages(path)...) {
		said := words(n.text)
		// "mixed case" says what "mixedcase" does.
		for i := range len(said) - 1 {
			said = append(said, said[i]+said[i+1])
		}
		for _, w := range said {
			for check, ws := range oddityWords {
				if check == "credentials" && n.where == "its test's name" {
					continue // TestPasswords may use working URIs; its cases say which
				}
				if slices.Contains(ws, w) && !slices.Contains(out, check) {
					out = append(out, check)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// assertionMessages returns the messages of the testify assertions in
// the statements right after the one that holds the value: they say what
// the test checks of it, as a case's name does (assert.Equal(t,
// "https://h", c.baseURL, "userinfo is stripped")).
func (f *finder) assertionMessages(path []ast.Node) []name {
	for i := 1; i+1 < len(path); i++ {
		stmt, ok := path[i].(ast.Stmt)
		if !ok {
			continue
		}
		var out []name
		for _, next := range following(stmt, path[i+1], 3) {
			es, ok := next.(*ast.ExprStmt)
			if !ok {
				continue
			}
			call, ok := es.X.(*ast.CallExpr)
			if !ok {
				continue
			}
			fn := typeutil.StaticCallee(f.pass.TypesInfo, call)
			if fn == nil || fn.Pkg() == nil || !strings.HasPrefix(fn.Pkg().Path(), "github.com/stretchr/testify/") {
				continue
			}
			// The message is the first of msgAndArgs ...interface{}.
			sig := fn.Signature()
			at := sig.Params().Len() - 1
			if !sig.Variadic() || at >= len(call.Args) {
				continue
			}
			if lit, ok := call.Args[at].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				out = append(out, name{lit.Value, "its assertion's message"})
			}
		}
		return out
	}
	return nil
}

// caseCall reports whether call names a case of a test and runs it:
// t.Run, and Ginkgo's It, Describe, Context, When and Entry.
func caseCall(call *ast.CallExpr) bool {
	if len(call.Args) < 2 {
		return false
	}
	switch exprName(call.Fun) {
	case "Run":
		return len(call.Args) == 2
	case "It", "Describe", "Context", "When", "Specify", "Entry":
		return true
	}
	return false
}

// parsedFor returns the function that handles URIs (handlesURIs) to
// which the test gives the URL it parses from the value: u, _ :=
// url.Parse(URI); isURLInSlice(u, urls). Or nil.
func (f *finder) parsedFor(path []ast.Node) *types.Func {
	if len(path) < 3 {
		return nil
	}
	arg, ok := path[0].(ast.Expr)
	if !ok {
		return nil
	}
	call, ok := path[1].(*ast.CallExpr)
	if !ok || !slices.Contains(call.Args, arg) {
		return nil
	}
	fn := typeutil.StaticCallee(f.pass.TypesInfo, call)
	// mustParse(t, "matrix://…"), a test's helper that gives a URL.
	helper := fn != nil && makesURL(fn)
	if fn == nil || !parsesURL[fn.FullName()] && !helper {
		return nil
	}
	as, ok := path[2].(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
		return nil
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	decl := enclosingFunc(path)
	if !ok || decl == nil || decl.Body == nil {
		return nil
	}
	// A request counts by its URL only: parseTimeParam(req) reads the
	// request's parameters, sameOrigin(req.URL, base) the URI.
	request := !helper && !strings.HasPrefix(fn.FullName(), "net/url.")
	return f.givenToHandler(decl.Body, f.pass.TypesInfo.ObjectOf(id), request)
}

// givenToHandler returns the function that handles URIs (handlesURIs)
// to which body gives the variable u, or nil.
func (f *finder) givenToHandler(body ast.Node, u types.Object, request bool) *types.Func {
	info := f.pass.TypesInfo
	isU := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if sel, ok := e.(*ast.SelectorExpr); ok && sel.Sel.Name == "URL" && request {
			e = sel.X // req.URL of a request made from the value
		} else if request {
			return false
		}
		if star, ok := e.(*ast.StarExpr); ok && !request {
			e = ast.Unparen(star.X) // configFromWebhookURL(*u)
		}
		a, ok := e.(*ast.Ident)
		return ok && info.Uses[a] == u
	}
	var handler *types.Func
	ast.Inspect(body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && u != nil && slices.ContainsFunc(c.Args, isU) {
			if fn := typeutil.StaticCallee(info, c); fn != nil {
				if _, ok := f.handlesURIs(fn); ok {
					handler = fn
				}
			}
		}
		return handler == nil
	})
	return handler
}

// closureParsesFor returns the function that handles URIs to which a
// test's closure gives the URL it parses from the value: check := func(t
// *testing.T, a, b string, same bool) { u1, _ := url.Parse(a); …;
// urlsAreEqual(u1, u2) }; check(t, "nats://…", "nats://…", true). Or nil.
func (f *finder) closureParsesFor(path []ast.Node) *types.Func {
	arg, ok := path[0].(ast.Expr)
	if !ok || len(path) < 2 {
		return nil
	}
	call, ok := path[1].(*ast.CallExpr)
	if !ok {
		return nil
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	decl := enclosingFunc(path)
	j := slices.Index(call.Args, arg)
	if !ok || decl == nil || decl.Body == nil || j < 0 {
		return nil
	}
	info := f.pass.TypesInfo
	closure, ok := info.Uses[id].(*types.Var)
	if !ok {
		return nil // a function, not a closure held in a variable
	}
	var lit *ast.FuncLit
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && lit == nil && len(as.Lhs) == len(as.Rhs) {
			for i, lhs := range as.Lhs {
				if l, ok := lhs.(*ast.Ident); ok && info.ObjectOf(l) == closure {
					lit, _ = as.Rhs[i].(*ast.FuncLit)
				}
			}
		}
		return lit == nil
	})
	if lit == nil {
		return nil
	}
	var param types.Object
	for _, field := range lit.Type.Params.List {
		for _, name := range field.Names {
			if j == 0 {
				param = info.Defs[name]
			}
			j--
		}
	}
	if param == nil {
		return nil
	}
	var handler *types.Func
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || handler != nil || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
			return handler == nil
		}
		c, ok := as.Rhs[0].(*ast.CallExpr)
		u, ok2 := as.Lhs[0].(*ast.Ident)
		if !ok || !ok2 || len(c.Args) != 1 || !refersTo(info, c.Args[0], param) {
			return true
		}
		if fn := typeutil.StaticCallee(info, c); fn != nil && (fn.FullName() == "net/url.Parse" || fn.FullName() == "net/url.ParseRequestURI") {
			handler = f.givenToHandler(lit.Body, info.ObjectOf(u), false)
		}
		return handler == nil
	})
	return handler
}

// testHelper reports whether call calls a function that a test file of
// the package declares.
func (f *finder) testHelper(call *ast.CallExpr) bool {
	fn := typeutil.StaticCallee(f.pass.TypesInfo, call)
	return fn != nil && f.declaredInTest(fn)
}

// declaredInTest reports whether a test file of the package declares obj.
func (f *finder) declaredInTest(obj types.Object) bool {
	tf := f.pass.Fset.File(obj.Pos())
	return obj.Pkg() == f.pass.Pkg && tf != nil && isTestFile(tf.Name())
}

// caseType reports whether lit is of a struct type that a test file
// declares: a test case, tc := sidecarCase{name: …, url: …}, even
// outside a table.
func (f *finder) caseType(lit *ast.CompositeLit) bool {
	n, ok := types.Unalias(typeOf(f.pass.TypesInfo, lit)).(*types.Named)
	return ok && f.declaredInTest(n.Obj())
}

// caseNameKey reports whether a table's field names a case.
func caseNameKey(key string) bool {
	switch strings.ToLower(key) {
	case "name", "desc", "description", "title", "scenario", "msg", "comment", "label", "test", "testname", "case", "reason", "note", "about":
		return true
	}
	return false
}

// isTable reports whether n is a slice, array or map literal.
func isTable(info *types.Info, n ast.Node) bool {
	lit, ok := n.(*ast.CompositeLit)
	if !ok {
		return false
	}
	switch typeOf(info, lit).Underlying().(type) {
	case *types.Slice, *types.Array, *types.Map:
		return true
	}
	return false
}

// commentOn returns the comment on the line of e, or on the line above;
// path ends in e's file.
func (f *finder) commentOn(e ast.Node, path []ast.Node) string {
	file, ok := path[len(path)-1].(*ast.File)
	if !ok {
		return ""
	}
	tf := f.pass.Fset.File(e.Pos())
	line := tf.Line(e.Pos())
	// The comments are in source order: those of the line above and of
	// e's line are around the first that ends after e starts.
	cs := file.Comments
	i, _ := slices.BinarySearchFunc(cs, e.Pos(), func(g *ast.CommentGroup, pos token.Pos) int { return cmp.Compare(g.End(), pos) })
	var b strings.Builder
	for _, g := range cs[max(i-2, 0):min(i+2, len(cs))] {
		if l := tf.Line(g.End()); l == line || l == line-1 {
			b.WriteString(g.Text())
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// prose returns the words of a comment without the URIs it quotes,
// whose hosts may name what is not there ("unreachable.invalid"), and
// without the words it denies ("expects no error").
func prose(s string) string {
	var out []string
	deny := false
	for _, w := range strings.Fields(s) {
		switch {
		case deny || strings.Contains(w, "://"):
		default:
			out = append(out, w)
		}
		lw := strings.ToLower(strings.Trim(w, ".,;:()"))
		deny = lw == "no" || lw == "not" || lw == "without" || lw == "never"
	}
	return strings.Join(out, " ")
}

// badWord returns the first of badWords, but those skipped, that is a
// word of s, an identifier or text: "invalidHost", "bad_url" and "a bad
// port" have one, "badge" and "errand" do not.
func badWord(s string, skip ...string) string {
	ws := words(s)
	for i, w := range ws {
		// "returns no error", "without failure": the case says the
		// value works.
		if i > 0 && slices.Contains(negations, ws[i-1]) {
			continue
		}
		if slices.Contains(badWords, w) && !slices.Contains(skip, w) {
			return w
		}
	}
	return ""
}

// negations, before a word of badWords, say the opposite.
var negations = []string{"no", "not", "without", "never", "nor"}

// words splits s into lowercase words at anything but a letter, before
// an upper-case letter that follows a lower-case one, and before the last
// of a run of upper-case letters that a lower-case one follows ("URLEdge":
// "url", "edge").
func words(s string) []string {
	var out []string
	rs := []rune(s)
	start := -1
	for i, r := range rs {
		letter := unicode.IsLetter(r)
		boundary := i > 0 && unicode.IsUpper(r) && (unicode.IsLower(rs[i-1]) || unicode.IsUpper(rs[i-1]) && i+1 < len(rs) && unicode.IsLower(rs[i+1]))
		if start >= 0 && (!letter || boundary) {
			out = append(out, strings.ToLower(string(rs[start:i])))
			start = -1
		}
		if letter && start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, strings.ToLower(string(rs[start:])))
	}
	return out
}

// rowExpectsError returns why the table row the value is a field of is a
// bad input: a field that says an error is wanted (wantErr: true,
// expectedErr: "…", err: io.EOF) or that the value is not valid
// (valid: false, ok: false).
func rowExpectsError(info *types.Info, path []ast.Node) string {
	first := true
	for i, n := range path {
		row, ok := n.(*ast.CompositeLit)
		if !ok {
			continue
		}
		nearest := first
		first = false
		st, _ := typeOf(info, row).Underlying().(*types.Struct)
		for j, elt := range row.Elts {
			var key string
			val := elt
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				key, val = exprName(kv.Key), kv.Value
			} else if st != nil && j < st.NumFields() {
				key = st.Field(j).Name() // a row written without keys
			}
			name := key
			key = strings.ToLower(key)
			val = ast.Unparen(val)
			id, _ := val.(*ast.Ident)
			lit, _ := val.(*ast.BasicLit)
			// Nothing expected: nil, false, "", or a count of 0
			// (expectedErrorCount: 0).
			empty := id != nil && (id.Name == "nil" || id.Name == "false") || lit != nil && (lit.Value == `""` || lit.Value == "``" || lit.Kind == token.INT && lit.Value == "0")
			if status := rejectStatus(info, val); status != "" && (strings.Contains(key, "status") || strings.Contains(key, "code")) {
				return fmt.Sprintf("its row expects a rejection (%s: %s)", name, status)
			}
			if expectedName(key) && lit != nil && lit.Kind == token.STRING {
				// exp: "<invalid DSN>": the output the code gives for
				// what it refuses.
				if text, err := strconv.Unquote(lit.Value); err == nil && !hasURIShape(text) {
					if w := badWord(text, looseBadWords...); w != "" {
						return fmt.Sprintf("its row expects %q (%s)", text, name)
					}
				}
			}
			switch {
			case key != "" && !empty && isErrorValue(info, val):
				// expected: errInvalidExternalURL, want: io.EOF.
				return fmt.Sprintf("its row expects an error (%s)", name)
			case strings.Contains(key, "err") || strings.Contains(key, "fail") || strings.Contains(key, "invalid") || strings.Contains(key, "reject") || strings.Contains(key, "panic"):
				if !empty {
					return fmt.Sprintf("its row expects an error (%s)", name)
				}
			case key == "valid" || key == "ok" || key == "isvalid" || key == "success" || key == "pass" || key == "allowed" || key == "allow" || key == "match" || key == "matches" || key == "want" && id != nil:
				if id != nil && id.Name == "false" {
					return fmt.Sprintf("its row says %s: false", name)
				}
			}
		}
		// Only the row nearest the value, and the row of its row's table,
		// or of the field whose function returns it: req: func() T {
		// return T{…} }, or whose field the literal that holds the value
		// is: redirect: &url.URL{Scheme: "HTTP"}, wantErr: true.
		if i+1 < len(path) && !isTableNode(path[i+1]) && !returnedToRow(path[i+1:]) && !(nearest && literalField(path[i+1:])) {
			return ""
		}
	}
	return ""
}

// literalField reports whether path, from a composite literal's parent
// up, makes the literal, or its address, a field or an element of
// another literal.
func literalField(path []ast.Node) bool {
	if len(path) > 0 {
		if u, ok := path[0].(*ast.UnaryExpr); ok && u.Op == token.AND {
			path = path[1:]
		}
	}
	if len(path) > 0 {
		if _, ok := path[0].(*ast.KeyValueExpr); ok {
			path = path[1:]
		}
	}
	if len(path) == 0 {
		return false
	}
	_, lit := path[0].(*ast.CompositeLit)
	return lit
}

// rowExpectsNoUserinfo reports whether the value stands in a row of a
// table whose expected field is a URI with an authority and no userinfo:
// the code under test takes the userinfo out ({url: url.URL{User:
// url.UserPassword("u", "p"), …}, expected: "https://h/docs"}).
func (f *finder) rowExpectsNoUserinfo(path []ast.Node) bool {
	var row *ast.CompositeLit
	for i := 1; i+1 < len(path); i++ {
		if lit, ok := path[i].(*ast.CompositeLit); ok && isTable(f.pass.TypesInfo, path[i+1]) {
			row = lit
			break
		}
		if _, ok := path[i].(ast.Stmt); ok {
			return false
		}
	}
	if row == nil {
		return false
	}
	for _, elt := range row.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok || !expectedName(exprName(kv.Key)) || within(path[0].Pos(), kv) {
			continue
		}
		lit, ok := kv.Value.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			continue
		}
		v, err := strconv.Unquote(lit.Value)
		if err != nil {
			continue
		}
		if u, err := uri.Parse(v); err == nil && u.HasAuthority() {
			if _, _, has := u.Offsets(uri.ComponentUserinfo); !has {
				return true
			}
		}
	}
	return false
}

// rowField returns path from the function literal that holds the value
// up, when that literal is a field of a row: the want of expectResult:
// func() *url.URL { u, _ := url.Parse("…"); return u }. Otherwise path.
func rowField(path []ast.Node) []ast.Node {
	for i, n := range path {
		switch n.(type) {
		case *ast.FuncLit:
			if i+1 < len(path) {
				if _, ok := path[i+1].(*ast.KeyValueExpr); ok {
					return path[i:]
				}
			}
			return path
		case *ast.FuncDecl:
			return path
		}
	}
	return path
}

// returnedToRow reports whether path, from a value's parent up, returns
// the value from a function literal that is a field of a row.
func returnedToRow(path []ast.Node) bool {
	if _, ok := path[0].(*ast.ReturnStmt); !ok {
		return false
	}
	for i, n := range path[1:] {
		switch n.(type) {
		case *ast.BlockStmt:
		case *ast.FuncLit:
			if i+2 < len(path) {
				_, ok := path[i+2].(*ast.KeyValueExpr)
				return ok
			}
			return false
		default:
			return false
		}
	}
	return false
}

// isErrorValue reports whether e is a variable of an error type, a
// sentinel error such as io.EOF.
func isErrorValue(info *types.Info, e ast.Expr) bool {
	id := nameIdent(e)
	if id == nil {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	return ok && v.Pkg() != nil && v.Parent() == v.Pkg().Scope() && types.Implements(v.Type(), errorType)
}

var errorType = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// rejectStatus returns the name of the HTTP status e selects when it is
// a client error, net/http.StatusNotFound and its kin: a request the test
// expects refused.
func rejectStatus(info *types.Info, e ast.Expr) string {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	if c, ok := info.Uses[sel.Sel].(*types.Const); !ok || c.Pkg() == nil || c.Pkg().Path() != "net/http" {
		return ""
	}
	switch sel.Sel.Name {
	case "StatusBadRequest", "StatusUnauthorized", "StatusForbidden", "StatusNotFound", "StatusMethodNotAllowed",
		"StatusNotAcceptable", "StatusRequestURITooLong", "StatusMisdirectedRequest", "StatusUnprocessableEntity":
		return "http." + sel.Sel.Name
	}
	return ""
}

// expectedError returns the error value that the statement fails the
// test without: "if err != ErrUnauthorized {", "if !errors.Is(err,
// ErrX) {", assert.ErrorIs(t, err, ErrX), assert.Equal(t, ErrX, err).
// A test that expects a specific error expects a rejection.
func expectedError(info *types.Info, stmt ast.Stmt) string {
	errValue := func(e ast.Expr) string {
		e = ast.Unparen(e)
		id, ok := e.(*ast.Ident)
		if sel, isSel := e.(*ast.SelectorExpr); isSel {
			id, ok = sel.Sel, true
		}
		if !ok {
			return ""
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok || v.Parent() != v.Pkg().Scope() || !strings.HasPrefix(strings.ToLower(v.Name()), "err") || !isErrorVar(v) {
			return "" // a package's error variable, ErrUnauthorized
		}
		// An error that rejects what the test gave, not one of what
		// happens later (ErrTimeout while waiting for a message).
		name := strings.ToLower(v.Name())
		if !slices.ContainsFunc(rejectionWords, func(w string) bool { return strings.Contains(name, w) }) {
			return ""
		}
		return v.Name()
	}
	isErr := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && isErrorVar(info.ObjectOf(id)) && errValue(e) == ""
	}
	switch s := stmt.(type) {
	case *ast.IfStmt:
		switch c := ast.Unparen(s.Cond).(type) {
		case *ast.BinaryExpr:
			if c.Op == token.NEQ && isErr(c.X) {
				return errValue(c.Y)
			}
		case *ast.UnaryExpr:
			if call, ok := ast.Unparen(c.X).(*ast.CallExpr); ok && c.Op == token.NOT && exprName(call.Fun) == "Is" && len(call.Args) == 2 {
				return errValue(call.Args[1])
			}
		}
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			switch exprName(call.Fun) {
			case "ErrorIs", "Equal":
				for _, a := range call.Args {
					if name := errValue(a); name != "" && slices.ContainsFunc(call.Args, isErr) {
						return name
					}
				}
			}
		}
	}
	return ""
}

// expectsRejection returns the status by which a test that builds a
// request for a handler expects it refused, written in the statements
// that follow the one holding the value: assert.Equal(t,
// http.StatusNotFound, rec.Code).
//
// A request built in a branch, a case of a switch on what the subtest
// tries, is sent after it: the statements after the enclosing ones, up
// to the function, count too, but only for a refusal of credentials
// (401, 403).
func expectsRejection(info *types.Info, path []ast.Node) string {
	innermost := true
	for i := 1; i+1 < len(path); i++ {
		switch path[i].(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return ""
		}
		stmt, ok := path[i].(ast.Stmt)
		if !ok {
			continue
		}
		status := ""
		for _, next := range following(stmt, path[i+1], 6) {
			if makesRequest(info, next, stmt) {
				break // what follows is expected of that request
			}
			if status == "" && innermost {
				status = expectedError(info, next)
			}
			ast.Inspect(next, func(n ast.Node) bool {
				if e, ok := n.(ast.Expr); ok && status == "" {
					status = rejectStatus(info, e)
					if !innermost && status != "http.StatusUnauthorized" && status != "http.StatusForbidden" {
						status = ""
					}
				}
				return status == ""
			})
		}
		if status != "" || innermost && !inBranch(path[i+1]) {
			return status
		}
		innermost = false
	}
	return ""
}

// makesRequest reports whether stmt makes a new HTTP request with
// net/http.NewRequest, NewRequestWithContext or httptest.NewRequest, of
// a target that reads none of the variables that from, the statement
// that writes the value, assigns: req, _ := http.NewRequest("GET",
// u.String(), nil) after u, _ := url.Parse(…) sends that URL.
func makesRequest(info *types.Info, stmt ast.Stmt, from ast.Stmt) bool {
	var written []types.Object
	if as, ok := from.(*ast.AssignStmt); ok {
		for _, lhs := range as.Lhs {
			if id, ok := lhs.(*ast.Ident); ok && info.ObjectOf(id) != nil {
				written = append(written, info.ObjectOf(id))
			}
		}
	}
	found := false
	ast.Inspect(stmt, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		fn := typeutil.StaticCallee(info, call)
		if fn == nil {
			return true
		}
		switch fn.FullName() {
		case "net/http.NewRequest", "net/http.NewRequestWithContext", "net/http/httptest.NewRequest":
			found = !slices.ContainsFunc(call.Args, func(a ast.Expr) bool {
				reads := false
				ast.Inspect(a, func(n ast.Node) bool {
					if id, ok := n.(*ast.Ident); ok && slices.Contains(written, info.Uses[id]) {
						reads = true
					}
					return !reads
				})
				return reads
			})
		}
		return !found
	})
	return found
}

// inBranch reports whether n is a case of a switch or a select, whose
// statements end before what the case leads to.
func inBranch(n ast.Node) bool {
	switch n.(type) {
	case *ast.CaseClause, *ast.CommClause:
		return true
	}
	return false
}

func isTableNode(n ast.Node) bool {
	switch n.(type) {
	case *ast.CompositeLit, *ast.KeyValueExpr:
		return true
	}
	return false
}

// handlesURIs reports whether fn is a parser, validator, normaliser,
// redactor or guard of the package under test, or one of its sinks, and
// which checks' findings concern what it handles (nil: all of them).
func (f *finder) handlesURIs(fn *types.Func) (concerns []string, ok bool) {
	// A parser of another package is a tool the test uses to make a
	// working value, not the code under test.
	if !f.underTest(fn) {
		return nil, false
	}
	if _, ok := sinks[fn.FullName()]; ok {
		return nil, true // the package's own sink, whose edge cases its tests try
	}
	// "is" only as a word of its own: IsValid, isURL, not List.
	isWord := strings.HasPrefix(fn.Name(), "is") || strings.HasPrefix(fn.Name(), "Is") && len(fn.Name()) > 2 && isUpper(fn.Name()[2]) || predicateHas(fn)
	// One that takes a URL and gives one back turns one into another
	// (toSwitchHost), whatever its name.
	if !isWord && !handlerName(fn.Name()) && !comparesURIs(fn) && !(takesURL(fn) && returnsURL(fn)) {
		return nil, false
	}
	name := strings.ToLower(fn.Name())
	has := func(ws ...string) bool {
		return slices.ContainsFunc(ws, func(w string) bool { return strings.Contains(name, w) })
	}
	switch {
	case has("redact", "mask", "scrub", "obfuscat", "censor", "secret", "password", "credential", "hide", "sensitive", "anonymi"):
		return []string{"credentials"}, true
	case has("port"):
		return []string{"port"}, true
	case has("idna", "punycode", "ascii", "unicode"):
		return []string{"hostform", "hostcase"}, true
	}
	// A parser or validator of something else, parseLines(env), is no
	// handler of the URIs it is given.
	if urlishName(fn) || takesURL(fn) || connectionStringName(fn) {
		return nil, true
	}
	return nil, f.touchesOnce(fn)
}

// predicateHas reports whether fn gives one bool and its name says what
// its argument has: hasPort, SourceHasVersionConstraint. Such a test
// tries the cases it asks about.
func predicateHas(fn *types.Func) bool {
	res := fn.Signature().Results()
	if res.Len() != 1 || !types.Identical(res.At(0).Type(), types.Typ[types.Bool]) {
		return false
	}
	name := fn.Name()
	i := strings.Index(name, "Has")
	if strings.HasPrefix(name, "has") {
		i = 0
	}
	// A word of its own: hasPort, not hash.
	return i >= 0 && (i == 0 || unicode.IsLower(rune(name[i-1]))) && len(name) > i+3 && isUpper(name[i+3])
}

// touchesOnce is touchesURIs(fn, 2), computed once per function.
func (f *finder) touchesOnce(fn *types.Func) bool {
	touches, seen := f.touches[fn]
	if !seen {
		touches = f.touchesURIs(fn, 2)
		f.touches[fn] = touches
	}
	return touches
}

// connectionStringName reports whether fn or one of its parameters is
// named for a connection string, whose endpoint the parser gives back as
// written: parseCosmosDBConnectionString.
func connectionStringName(fn *types.Func) bool {
	names := []string{fn.Name()}
	params := fn.Signature().Params()
	for i := range params.Len() {
		names = append(names, params.At(i).Name())
	}
	return slices.ContainsFunc(names, func(n string) bool {
		n = strings.ToLower(n)
		return strings.Contains(n, "connectionstring") || strings.Contains(n, "connstr")
	})
}

// touchesURIs reports whether fn, declared in this package, uses
// net/url or net/http, or calls within depth a function that does. A
// function whose body is not here is given the benefit of its name.
func (f *finder) touchesURIs(fn *types.Func, depth int) bool {
	decl := f.decls[fn]
	if decl == nil || decl.Body == nil {
		return true
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if found {
			return false
		}
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		obj := f.pass.TypesInfo.Uses[id]
		if obj == nil || obj.Pkg() == nil {
			return true
		}
		switch obj.Pkg().Path() {
		case "net/url", "net/http":
			found = true
		default:
			if g, ok := obj.(*types.Func); ok && g != fn && depth > 0 && f.decls[g] != nil {
				found = f.touchesURIs(g, depth-1)
			}
		}
		return true
	})
	return found
}

// sitePassword returns the password the site's value holds, or "".
func sitePassword(s *Site, text string) string {
	if s.Is(uri.ComponentUserinfo) {
		_, pw, _ := strings.Cut(text, ":")
		return pw
	}
	return passwordOf(text)
}

// exampleOutputHas reports whether decl is a Go example whose output
// comment shows pw: the example is about taking the password out.
func (f *finder) exampleOutputHas(decl *ast.FuncDecl, path []ast.Node, pw string) bool {
	file, ok := path[len(path)-1].(*ast.File)
	if !ok || decl.Recv != nil || !strings.HasPrefix(decl.Name.Name, "Example") || decl.Body == nil {
		return false
	}
	for _, cg := range file.Comments {
		if !within(cg.Pos(), decl.Body) {
			continue
		}
		text := cg.Text()
		lower := strings.ToLower(text)
		if i := strings.Index(lower, "output:"); i >= 0 && (i == 0 || strings.HasPrefix(lower, "unordered output:")) && strings.Contains(text[i:], pw) {
			return true
		}
	}
	return false
}

// sendsRequest reports whether the sink sends an HTTP request to the
// URI it takes, or makes one to send.
func sendsRequest(sink string) bool {
	switch strings.TrimPrefix(sink, "(*net/http.Client).") {
	case "Get", "Head", "Post", "PostForm",
		"net/http.Get", "net/http.Head", "net/http.Post", "net/http.PostForm",
		"net/http.NewRequest", "net/http.NewRequestWithContext":
		return true
	}
	return false
}

// writesElsewhere reports whether the test function that writes the
// value compares something with pw, written on its own, or looks for it:
// it checks that the code under test gets the password out, or hides it
// (opts.Password != "s3cret", assert.Equal(t, "s3cret", cfg.Password),
// strings.Contains(u.Redacted(), "s3cret")); or compares the password
// the code gives back with one the test overrides it with, which no other
// URI of the test holds.
func (f *finder) writesElsewhere(s *Site, path []ast.Node, pw string) bool {
	decl := enclosingFunc(path)
	if decl == nil {
		return false
	}
	if f.exampleOutputHas(decl, path, pw) {
		return true
	}
	isPw := passwordLit(s, pw)
	// The passwords of the function's other URIs: a check of one of
	// them is about that URI.
	others := make(map[string]bool)
	ast.Inspect(decl, func(n ast.Node) bool {
		if l, ok := n.(*ast.BasicLit); ok && l.Kind == token.STRING && !slices.Contains(s.Value.Literals(), l) {
			if v, err := strconv.Unquote(l.Value); err == nil && passwordOf(v) != "" {
				others[passwordOf(v)] = true
			}
		}
		return true
	})
	// What the code gives back as the password, config.Password, compared
	// with a password the test overrides this one with.
	overridden := func(a, b ast.Expr) bool {
		sel, ok := ast.Unparen(a).(*ast.SelectorExpr)
		l, ok2 := ast.Unparen(b).(*ast.BasicLit)
		if !ok || !ok2 || l.Kind != token.STRING || !slices.Contains([]string{"password", "passwd", "pwd"}, strings.ToLower(sel.Sel.Name)) {
			return false
		}
		v, err := strconv.Unquote(l.Value)
		return err == nil && v != "" && !others[v]
	}
	// A request the test sends with the URI gives its password to the
	// server under test, whose callback the test checks it in:
	// Authenticate: func(user, pass string) error { require.Equal(t,
	// "mypass", pass) }. The URI is a working one (rule 1).
	callbackParam := func(e ast.Expr) bool { return false }
	if sendsRequest(s.Sink) {
		params := make(map[types.Object]bool)
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			if lit, ok := n.(*ast.FuncLit); ok {
				for _, field := range lit.Type.Params.List {
					for _, name := range field.Names {
						params[f.pass.TypesInfo.Defs[name]] = true
					}
				}
			}
			return true
		})
		callbackParam = func(e ast.Expr) bool {
			id, ok := ast.Unparen(e).(*ast.Ident)
			return ok && params[f.pass.TypesInfo.Uses[id]]
		}
	}
	found := false
	ast.Inspect(decl, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			found = found || (n.Op == token.EQL || n.Op == token.NEQ) && (isPw(n.X) && !callbackParam(n.Y) || isPw(n.Y) && !callbackParam(n.X) || overridden(n.X, n.Y) || overridden(n.Y, n.X))
		case *ast.CallExpr:
			// assert.Equal(t, "s3cret", pw), or a search for the password
			// in what the code shows: strings.Contains(u.Redacted(), "s3cret").
			switch name := exprName(n.Fun); {
			case strings.HasPrefix(name, "Equal"), strings.HasSuffix(name, "Contains"), strings.HasPrefix(name, "HasPrefix"), strings.HasPrefix(name, "HasSuffix"):
				found = found || slices.ContainsFunc(n.Args, isPw) && !slices.ContainsFunc(n.Args, callbackParam)
				if name == "Equal" && len(n.Args) == 3 {
					found = found || overridden(n.Args[1], n.Args[2]) || overridden(n.Args[2], n.Args[1])
				}
			}
		case *ast.KeyValueExpr:
			// The password the code should extract from the input, in the
			// row's expected value: {input: URI, want: DSN{password: "pw"}}.
			found = found || expectedName(exprName(n.Key)) && !within(s.Expr.Pos(), n) && passwordField(n.Value, isPw)
		}
		return !found
	})
	return found
}

// maskedUserinfo matches a user and a masked password as code that
// redacts a URI writes them: "user1:xxxxx", "bob:***@", "u:REDACTED",
// the user masked too, "****:****@".
var maskedUserinfo = regexp.MustCompile(`(?i)(\w|` + mask + `):` + mask + `@|(^|[^\w.:/-])[a-z][\w.-]*:` + mask + `($|[^\w@])`)

// mask is a masked password: "***", "xxxxx", "REDACTED". After a host,
// "127.0.0.1:xxx" is a port written wrong, not one.
const mask = `(\*{3,}|x{3,}|\[?redacted\]?|<redacted>|%3credacted%3e)`

// expectsMasked reports whether the test function of path writes a
// user and a masked password: it checks that the code hides the
// password of the URIs it writes. A site's own literal holds no mask,
// as credentials is silent on one, so a function's answer is kept for
// its other sites.
func (f *finder) expectsMasked(path []ast.Node) bool {
	decl := enclosingFunc(path)
	if decl == nil {
		return false
	}
	if found, ok := f.masked[decl]; ok {
		return found
	}
	found := false
	ast.Inspect(decl, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if v, err := strconv.Unquote(lit.Value); err == nil && maskedUserinfo.MatchString(v) {
				found = true
			}
		}
		return !found
	})
	f.masked[decl] = found
	return found
}

// passwordLit returns a test of whether an expression is a string
// literal, not one of the site's own, that holds pw, escaped or not.
func passwordLit(s *Site, pw string) func(ast.Expr) bool {
	// The URI holds it escaped, the test writes it as it is: "p%40ss".
	plain := cmp.Or(decoded(pw), pw)
	return func(e ast.Expr) bool {
		lit, ok := ast.Unparen(e).(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || slices.Contains(s.Value.Literals(), lit) {
			return false
		}
		v, err := strconv.Unquote(lit.Value)
		return err == nil && (v == pw || v == plain)
	}
}

// userinfoApart reports whether the test function that writes the value,
// or its table at package level, also writes the value's userinfo whole
// on its own, as it is or decoded: "My User:My Pass" beside
// "http://My%20User:My%20Pass@…", a secret scanner's expected Secret.
// The test gives the code the userinfo to put in, or expects it taken
// out.
func (f *finder) userinfoApart(s *Site, path []ast.Node, ui string) bool {
	var scope ast.Node
	if decl := enclosingFunc(path); decl != nil {
		scope = decl.Body
	} else if table := outerTable(path); table != nil {
		scope = table
	}
	if scope == nil {
		return false
	}
	plain := cmp.Or(decoded(ui), ui)
	found := false
	ast.Inspect(scope, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && !slices.Contains(s.Value.Literals(), lit) {
			v, err := strconv.Unquote(lit.Value)
			found = err == nil && (v == ui || v == plain)
		}
		return !found
	})
	return found
}

// passwordApart reports whether the test function that writes the
// value, or the table it is in, or a table of the file that its row
// takes its input from, also writes its password on its own,
// to a field or variable named for a password: c.Password = "pw", or
// {Config: {"url": URI}, Password: "pw"}. The test gives the code the
// password to put in the URI, or expects it taken out, and checks it. A
// value given to a call, or that reaches a sink, is one the test uses
// instead: a server's user set up next to the URI its client connects
// with.
func (f *finder) passwordApart(s *Site, path []ast.Node, pw string) bool {
	// A URI the test gives to a call, a helper that starts a client, is
	// one it uses; one it compares or keeps in a row is one it checks.
	for _, n := range path[1:] {
		if _, ok := n.(ast.Stmt); ok {
			break
		}
		if _, ok := n.(*ast.CallExpr); ok {
			return false
		}
	}
	var scopes []ast.Node
	if decl := enclosingFunc(path); decl != nil {
		scopes = append(scopes, decl.Body)
	} else {
		var row, table *ast.CompositeLit
		for _, n := range path {
			if lit, ok := n.(*ast.CompositeLit); ok {
				table = lit // the outermost row at package level
				if row == nil {
					row = lit
				}
			}
		}
		if table == nil {
			return false
		}
		// And the tables of the file that the row takes its input from:
		// {metadata: &testMetadata[3], connectionString: URI}.
		scopes = append(scopes, table)
		scopes = append(scopes, referencedTables(row, path[len(path)-1])...)
	}
	isPw := passwordLit(s, pw)
	pwName := func(e ast.Expr) bool {
		name := exprName(e)
		if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			name, _ = strconv.Unquote(lit.Value) // a map's key: {"password": "pw"}
		}
		if slices.ContainsFunc(words(name), func(w string) bool { return w == "pass" || w == "passwd" }) {
			return true // amassPass, DB_PASS
		}
		name = strings.ToLower(name)
		return name == "pw" || strings.HasPrefix(name, "pass") || strings.HasSuffix(name, "password") || strings.Contains(name, "pwd") || strings.Contains(name, "secret")
	}
	// The fields of the literal that holds the value itself are one
	// record of what the code gives back, {URI: …, Password: …}, not a
	// password the test gives it or expects taken out.
	var own *ast.CompositeLit
	for _, n := range path[1:] {
		if lit, ok := n.(*ast.CompositeLit); ok {
			own = lit
			break
		}
	}
	found := false
	inspect := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			found = found || pwName(n.Key) && isPw(n.Value) && (own == nil || !slices.Contains(own.Elts, ast.Expr(n)))
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				found = found || i < len(n.Rhs) && pwName(l) && isPw(n.Rhs[i])
			}
		case *ast.CallExpr:
			// os.Setenv(amassPass, "was_here"), t.Setenv("DB_PASSWORD", pw):
			// the test gives the code the password under its name.
			found = found || len(n.Args) == 2 && pwName(n.Args[0]) && isPw(n.Args[1]) && strings.HasSuffix(exprName(n.Fun), "Setenv")
		case *ast.BasicLit:
			// "host=db user=u password=pw": a connection string of
			// settings the test gives the code writes the password under
			// its key. Settings it expects back carry it over, as any part.
			found = found || n.Kind == token.STRING && !slices.Contains(s.Value.Literals(), n) && settingsPassword(n.Value, pw) && !f.expected(f.pathTo(n))
		}
		return !found
	}
	for _, scope := range scopes {
		ast.Inspect(scope, inspect)
	}
	return found
}

// settingsPassword reports whether the quoted literal is a connection
// string of key=value settings whose password setting is pw, as it is
// or decoded.
func settingsPassword(quoted, pw string) bool {
	v, err := strconv.Unquote(quoted)
	if err != nil || !strings.Contains(v, "=") {
		return false
	}
	for _, field := range strings.Fields(v) {
		key, val, ok := strings.Cut(field, "=")
		if ok && (strings.EqualFold(key, "password") || strings.EqualFold(key, "pass") || strings.EqualFold(key, "pwd")) {
			val = strings.Trim(val, `'"`)
			return val != "" && (val == pw || val == decoded(pw))
		}
	}
	return false
}

// referencedTables returns the values of the package-level variables of
// file that row names: the tables it takes rows of.
func referencedTables(row *ast.CompositeLit, file ast.Node) []ast.Node {
	f, ok := file.(*ast.File)
	if !ok || row == nil {
		return nil
	}
	names := make(map[string]bool)
	ast.Inspect(row, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			names[id.Name] = true
		}
		return true
	})
	var out []ast.Node
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, spec := range gd.Specs {
			if vs := spec.(*ast.ValueSpec); len(vs.Names) == 1 && names[vs.Names[0].Name] {
				out = append(out, vs)
			}
		}
	}
	return out
}

// testReadsUserinfo reports whether the test function of path gives a
// net/url.URL, or a slice of them, to a function of the package that
// reads its userinfo or is named for redacting it: getRedisOptions(u)
// takes the user and password out of u, redactURLList(urls) hides them.
func (f *finder) testReadsUserinfo(path []ast.Node) bool {
	decl := enclosingFunc(path)
	if decl == nil || decl.Body == nil {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !found {
			fn := typeutil.StaticCallee(f.pass.TypesInfo, call)
			if fn == nil || fn.Pkg() != f.pass.Pkg || !slices.ContainsFunc(call.Args, f.holdsURLs) {
				return true
			}
			concerns, handles := f.handlesURIs(fn)
			found = handles && slices.Contains(concerns, "credentials") || f.readsUserinfo(f.decls[fn])
		}
		return !found
	})
	return found
}

// fillsPasswordFrom returns the function of the package that the test
// gives the settings the value is a field of, and that writes their
// password field: pop's ConnectionDetails{URL: "mysql://u:pw@…"} and
// cd.Finalize(), which sets cd.Password from the URL. The test tries the
// package's reading of the userinfo (rule 2c).
func (f *finder) fillsPasswordFrom(path []ast.Node) *types.Func {
	if len(path) < 4 {
		return nil
	}
	kv, ok := path[1].(*ast.KeyValueExpr)
	if !ok || kv.Value != path[0] {
		return nil
	}
	lit, ok := path[2].(*ast.CompositeLit)
	if !ok {
		return nil
	}
	t := f.pass.TypesInfo.TypeOf(lit)
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() != f.pass.Pkg && (named.Obj().Pkg() == nil || named.Obj().Pkg().Path()+"_test" != f.pass.Pkg.Path()) {
		return nil
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var pwField *types.Var
	for i := range st.NumFields() {
		if name := strings.ToLower(st.Field(i).Name()); strings.Contains(name, "pass") || name == "pwd" {
			pwField = st.Field(i)
		}
	}
	if pwField == nil {
		return nil
	}
	// The variable the settings are stored in: cd := &T{…}, var cd = T{…}.
	holder := f.storedIn(lit, path[3:])
	decl := enclosingFunc(path)
	if holder == nil || decl == nil || decl.Body == nil {
		return nil
	}
	var found *types.Func
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found != nil {
			return found == nil
		}
		fn := typeutil.StaticCallee(f.pass.TypesInfo, call)
		if !f.underTest(fn) {
			return true
		}
		given := slices.ContainsFunc(call.Args, func(a ast.Expr) bool { return refersTo(f.pass.TypesInfo, a, holder) })
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && refersTo(f.pass.TypesInfo, sel.X, holder) {
			given = true
		}
		if given && f.writesField(fn, pwField, 3) {
			found = fn
		}
		return true
	})
	return found
}

// storedIn returns the variable that e, whose ancestors up are, is
// assigned to or declared with, through an "&" or parentheses; or nil.
func (f *finder) storedIn(e ast.Expr, up []ast.Node) types.Object {
	for _, n := range up {
		switch n := n.(type) {
		case *ast.UnaryExpr, *ast.ParenExpr:
			continue
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, r := range n.Rhs {
					if id, ok := n.Lhs[i].(*ast.Ident); ok && within(e.Pos(), r) {
						return f.pass.TypesInfo.ObjectOf(id)
					}
				}
			}
		case *ast.ValueSpec:
			for i, v := range n.Values {
				if i < len(n.Names) && within(e.Pos(), v) {
					return f.pass.TypesInfo.ObjectOf(n.Names[i])
				}
			}
		}
		return nil
	}
	return nil
}

// writesField reports whether fn, or a function of the package it calls
// down to depth calls deep, assigns to field.
func (f *finder) writesField(fn *types.Func, field *types.Var, depth int) bool {
	decl := f.decls[fn]
	if decl == nil || depth == 0 {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if sel, ok := l.(*ast.SelectorExpr); ok && f.pass.TypesInfo.ObjectOf(sel.Sel) == field {
					found = true
				}
			}
		case *ast.CallExpr:
			if callee := typeutil.StaticCallee(f.pass.TypesInfo, n); callee != nil && callee != fn && callee.Pkg() == f.pass.Pkg {
				found = f.writesField(callee, field, depth-1)
			}
		}
		return !found
	})
	return found
}

// holdsURLs reports whether e is a net/url.URL, or a slice of them.
func (f *finder) holdsURLs(e ast.Expr) bool {
	t := f.pass.TypesInfo.TypeOf(e)
	if s, ok := types.Unalias(t).(*types.Slice); ok {
		t = s.Elem()
	}
	return isURLType(t)
}

// readsUserinfo reports whether the function reads the User field of a
// net/url.URL.
func (f *finder) readsUserinfo(decl *ast.FuncDecl) bool {
	if decl == nil || decl.Body == nil {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && !found {
			found = sel.Sel.Name == "User" && isURLType(f.pass.TypesInfo.TypeOf(sel.X))
		}
		return !found
	})
	return found
}

// basicAuthBeside reports whether the table row or the test function
// that writes the URI also writes the Basic credentials its userinfo
// makes, "Basic " and base64 of "user:password" (RFC 7617 §2): the test
// checks that the code turns the userinfo into an Authorization header.
func basicAuthBeside(s *Site, path []ast.Node, text string) bool {
	var userinfo string
	if s.Is(uri.ComponentUserinfo) {
		userinfo = text
	} else if ss := uri.SplitScheme(text); ss.Sep == uri.SepSlashes {
		auth := authority(text)
		i := strings.LastIndexByte(auth, '@')
		if i < 0 {
			return false
		}
		userinfo = auth[:i]
	}
	if userinfo == "" || !strings.Contains(userinfo, ":") {
		return false
	}
	if plain, err := url.PathUnescape(userinfo); err == nil {
		userinfo = plain
	}
	want := base64.StdEncoding.EncodeToString([]byte(userinfo))
	var scope ast.Node
	for _, n := range path[1:] {
		if lit, ok := n.(*ast.CompositeLit); ok {
			scope = lit // the row
			break
		}
	}
	if decl := enclosingFunc(path); decl != nil {
		scope = decl.Body
	}
	if scope == nil {
		return false
	}
	found := false
	ast.Inspect(scope, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && !found {
			found = strings.Contains(lit.Value, want)
		}
		return !found
	})
	return found
}

// rowGivesPassword reports whether the row of a table that the site's
// value is the expected output of gives the code under test the password
// in another field, or in a record there: {Passwd: "pass", Output:
// "postgres://u:pass@…"}. The code builds the password into the URI;
// the test only checks it does.
// givesPasswordAlone reports whether the test's file writes pw on its
// own, a string that is the password and no URI ([]byte("MariaDB11!") in
// the secret the test gives the code): the expected URI is what the code
// builds from it (rule 2c).
func (f *finder) givesPasswordAlone(s *Site, path []ast.Node, pw string) bool {
	scope := path[len(path)-1]
	own := s.Value.Literals()
	// The fields of the record that holds the URI are what the code
	// gives back with it ({URI: …, Password: …}), not what it is given.
	var record ast.Node
	for _, n := range path[1:] {
		if lit, ok := n.(*ast.CompositeLit); ok {
			record = lit
			break
		}
		if _, ok := n.(ast.Stmt); ok {
			break
		}
	}
	found := false
	ast.Inspect(scope, func(n ast.Node) bool {
		if n == record {
			return false
		}
		// A password given to url.UserPassword is in a URI too.
		if call, ok := n.(*ast.CallExpr); ok {
			if fn := typeutil.StaticCallee(f.pass.TypesInfo, call); fn != nil && fn.FullName() == "net/url.UserPassword" {
				return false
			}
		}
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && !slices.Contains(own, lit) {
			v, err := strconv.Unquote(lit.Value)
			found = found || err == nil && len(v) >= 4 && (v == pw || v == decoded(pw))
		}
		return !found
	})
	return found
}

func rowGivesPassword(s *Site, path []ast.Node, pw string) bool {
	// The value is the field of the row that names the output.
	var row *ast.CompositeLit
	for i, n := range path[1:] {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if !expectedName(exprName(kv.Key)) || i+2 >= len(path) {
			return false
		}
		if row, ok = path[i+2].(*ast.CompositeLit); !ok {
			return false
		}
		break
	}
	if row == nil {
		return false
	}
	plain := cmp.Or(decoded(pw), pw)
	// Another field, an input, holds the password, itself or in a
	// record: plugin: &Plugin{Authentication: "foo:bar"}.
	found := false
	for _, elt := range row.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok || expectedName(exprName(kv.Key)) || within(s.Expr.Pos(), kv) {
			continue
		}
		ast.Inspect(kv.Value, func(n ast.Node) bool {
			// A URI with the password in its userinfo is one the code
			// passes through, not the password given on its own.
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && !found {
				v, err := strconv.Unquote(lit.Value)
				found = err == nil && passwordOf(v) == "" && (strings.Contains(v, pw) || strings.Contains(v, plain))
			}
			return !found
		})
	}
	return found
}

// passwordField reports whether the composite literal e has a field named
// for a password, or a url.UserPassword, whose password isPw tells.
func passwordField(e ast.Expr, isPw func(ast.Expr) bool) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			key := strings.ToLower(exprName(n.Key))
			found = found || (strings.Contains(key, "pass") || strings.Contains(key, "secret")) && isPw(n.Value)
		case *ast.CallExpr:
			// User: url.UserPassword("u", "pw")
			found = found || exprName(n.Fun) == "UserPassword" && len(n.Args) == 2 && isPw(n.Args[1])
		}
		return !found
	})
	return found
}

func within(p token.Pos, n ast.Node) bool { return n.Pos() <= p && p < n.End() }

// expectedName reports whether a name says the code under test should
// give its value back: want, expected, out, golden.
func expectedName(name string) bool {
	name = strings.ToLower(name)
	return strings.HasPrefix(name, "want") || strings.HasPrefix(name, "exp") || strings.HasPrefix(name, "out") || strings.HasPrefix(name, "golden")
}

// parseTestName reports whether the test function of path is named for
// parsing URIs, TestParseDSN or TestURLParsing, or its doc comment says
// that it tests parsing them: "This test only ensures that connection
// strings are parsed correctly."
func parseTestName(path []ast.Node) bool {
	decl := enclosingFunc(path)
	if decl == nil || !strings.HasPrefix(decl.Name.Name, "Test") {
		return false
	}
	aboutURIs := func(text string, verbs ...string) bool {
		return slices.ContainsFunc(verbs, func(v string) bool { return strings.Contains(text, v) }) &&
			slices.ContainsFunc(parsedWords, func(w string) bool { return strings.Contains(text, w) })
	}
	// A comment that speaks of a parser, or of what code parses, may
	// describe the code; one that says "parsed" or "parsing" tells what
	// the test does.
	return aboutURIs(strings.ToLower(decl.Name.Name), "pars") ||
		decl.Doc != nil && aboutURIs(strings.ToLower(decl.Doc.Text()), "parsed", "parsing")
}

// parsedWords name what a test of parsing URIs parses.
var parsedWords = append([]string{"connection string", "scheme"}, uriWords...)

// enclosingFunc returns the function declaration of path, or nil.
func enclosingFunc(path []ast.Node) *ast.FuncDecl {
	for _, n := range path {
		if d, ok := n.(*ast.FuncDecl); ok {
			return d
		}
	}
	return nil
}

// tableGivenTo returns the function that handles URIs, and whose name or
// package's name says so (ParseURL, churl.Parse, redactURL), that a test
// calls with the rows of the table the value is in: the rows are its
// cases. A table at package level is looked for in the functions of its
// file that name it.
func (f *finder) tableGivenTo(path []ast.Node) *types.Func {
	var table *ast.CompositeLit
	for _, n := range rowField(path)[1:] {
		if lit, ok := n.(*ast.CompositeLit); ok && isTable(f.pass.TypesInfo, lit) {
			table = lit
		}
		if _, ok := n.(ast.Stmt); ok {
			break
		}
	}
	if table == nil {
		return nil
	}
	var bodies []ast.Node
	if decl := enclosingFunc(path); decl != nil {
		bodies = append(bodies, decl.Body)
	} else if file, ok := path[len(path)-1].(*ast.File); ok {
		name := tableName(path)
		if name == "" {
			return nil
		}
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && mentions(fd.Body, name) {
				bodies = append(bodies, fd.Body)
			}
		}
	}
	var found *types.Func
	for _, body := range bodies {
		ast.Inspect(body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && found == nil {
				fn := f.callee(call)
				if _, ok := f.handlesURIs(fn); ok && (urlishName(fn) || matcherName(fn)) || f.transformsURL(fn) {
					found = fn
				}
			}
			return found == nil
		})
	}
	return found
}

// callee returns the function a call calls: its static callee, or the
// function of the package that a package variable is set to, as
// export_test.go files export one to the tests (ExportRefererForURL =
// refererForURL); for a variable of another package, a function of its
// name and type.
func (f *finder) callee(call *ast.CallExpr) *types.Func {
	if fn := typeutil.StaticCallee(f.pass.TypesInfo, call); fn != nil {
		return fn
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := f.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	if v.Pkg() != f.pass.Pkg {
		// Exported to the package's external tests, which see its
		// type only: a function of that signature, named for the variable.
		sig, ok := v.Type().Underlying().(*types.Signature)
		if !ok {
			return nil
		}
		return types.NewFunc(v.Pos(), v.Pkg(), v.Name(), sig)
	}
	if f.funcVars == nil {
		f.funcVars = make(map[*types.Var]*types.Func)
		for _, file := range f.pass.Files {
			for _, d := range file.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok || gd.Tok != token.VAR {
					continue
				}
				for _, spec := range gd.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if i >= len(vs.Values) {
							break
						}
						val, ok := ast.Unparen(vs.Values[i]).(*ast.Ident)
						if !ok {
							continue
						}
						if fn, ok := f.pass.TypesInfo.Uses[val].(*types.Func); ok {
							if nv, ok := f.pass.TypesInfo.Defs[name].(*types.Var); ok {
								f.funcVars[nv] = fn
							}
						}
					}
				}
			}
		}
	}
	return f.funcVars[v]
}

// transformsURL reports whether fn, of the package under test, takes a
// net/url.URL and gives back a string or a URL: a normaliser, formatter
// or redactor by its signature, connectionString(u *url.URL) string.
func (f *finder) transformsURL(fn *types.Func) bool {
	if !f.underTest(fn) {
		return false
	}
	sig := fn.Signature()
	if sig.Results().Len() == 0 {
		return false
	}
	if r := sig.Results().At(0).Type(); !expr.IsString(r) && !isURLType(r) {
		return false
	}
	if expr.IsString(sig.Results().At(0).Type()) && urlishParam(fn) >= 0 {
		return true // withDBName(dsn, db string) string
	}
	return takesURL(fn)
}

// underTest reports whether fn is of the package the tests test: the
// package itself, or the one its external tests (package p_test) import.
func (f *finder) underTest(fn *types.Func) bool {
	return fn != nil && fn.Pkg() != nil && (fn.Pkg().Path() == f.pass.Pkg.Path() || fn.Pkg().Path()+"_test" == f.pass.Pkg.Path()) &&
		!makesURL(fn)
}

// makesURL reports whether fn is a test's helper that gives it a URL,
// mustParse(t, "matrix://…"): a tool of the test, not the code it tests.
// One that checks the code, testParse(t, in, want), is part of the test.
func makesURL(fn *types.Func) bool { return takesTesting(fn) && returnsURL(fn) }

// roundTrip reports whether the value initializes a variable or
// constant that one test function both gives to the code under test and
// compares with what a call gives back: c.SetURL(mustParse(t, in)) and
// c.GetURL().String() != in. The test tries the package's reading and
// writing of URIs on it, whatever it holds (rule 2c).
func (f *finder) roundTrip(path []ast.Node) bool {
	if len(path) < 2 {
		return false
	}
	var id *ast.Ident
	if a, ok := path[0].(*ast.Ident); ok {
		id = a // the variable given, mustParse(t, in)
	}
	switch n := path[1].(type) {
	case *ast.AssignStmt:
		if len(n.Lhs) == 1 && len(n.Rhs) == 1 && n.Rhs[0] == path[0] {
			id, _ = n.Lhs[0].(*ast.Ident)
		}
	case *ast.ValueSpec:
		if len(n.Names) == 1 && len(n.Values) == 1 && n.Values[0] == path[0] {
			id = n.Names[0]
		}
	}
	if id == nil {
		return false
	}
	obj := f.pass.TypesInfo.ObjectOf(id)
	if obj == nil {
		return false
	}
	if _, ok := obj.(*types.Const); !ok {
		if _, ok := obj.(*types.Var); !ok {
			return false
		}
	}
	info := f.pass.TypesInfo
	is := func(e ast.Expr) bool {
		a, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[a] == obj
	}
	// What the code gives back, got or c.GetURL().String(), not a
	// literal or nil.
	givenBack := func(e ast.Expr) bool {
		switch e := ast.Unparen(e).(type) {
		case *ast.BasicLit:
			return false
		case *ast.Ident:
			return e.Name != "nil"
		}
		return true
	}
	tries := func(decl *ast.FuncDecl) bool {
		given, compared := false, false
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if n.Op == token.EQL || n.Op == token.NEQ {
					compared = compared || is(n.X) && givenBack(n.Y) || is(n.Y) && givenBack(n.X)
				}
			case *ast.CallExpr:
				if !slices.ContainsFunc(n.Args, is) {
					break
				}
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && strings.HasPrefix(sel.Sel.Name, "Equal") {
					compared = true // assert.Equal(t, in, got)
					break
				}
				fn := typeutil.StaticCallee(info, n)
				given = given || fn != nil && (f.underTest(fn) || makesURL(fn))
			}
			return !(given && compared)
		})
		return given && compared
	}
	if decl := enclosingFunc(path); decl != nil {
		return decl.Body != nil && tries(decl)
	}
	// A constant of the package: a test function of it.
	for _, decl := range f.decls {
		if strings.HasPrefix(decl.Name.Name, "Test") && f.declaredInTest(f.pass.TypesInfo.Defs[decl.Name]) && mentions(decl.Body, id.Name) && tries(decl) {
			return true
		}
	}
	return false
}

// returnsURL reports whether fn returns a net/url.URL.
func returnsURL(fn *types.Func) bool {
	results := fn.Signature().Results()
	for i := range results.Len() {
		if isURLType(results.At(i).Type()) {
			return true
		}
	}
	return false
}

// takesTesting reports whether fn takes a *testing.T, B or F or a
// testing.TB.
func takesTesting(fn *types.Func) bool {
	params := fn.Signature().Params()
	for i := range params.Len() {
		t := params.At(i).Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "testing" {
			return true
		}
	}
	return false
}

// isURLType reports whether t is net/url.URL or a pointer to one.
func isURLType(t types.Type) bool { return namedName(t) == "net/url.URL" }

// mentions reports whether the identifier name appears in n.
func mentions(n ast.Node, name string) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

// matcherName reports whether a function's name says its job is matching,
// routing or rewriting what a request names: its inputs are the forms
// it must cope with, whatever its package (rule 2c).
func matcherName(fn *types.Func) bool {
	name := strings.ToLower(fn.Name())
	return slices.ContainsFunc(matcherWords, func(w string) bool { return strings.Contains(name, w) })
}

// comparesURIs reports whether a function's name says it compares
// URIs: urlsAreEqual, sameOrigin(a, b *url.URL). Its tests feed it the
// forms that should compare equal (rule 2c).
func comparesURIs(fn *types.Func) bool {
	name := strings.ToLower(fn.Name())
	return (strings.Contains(name, "equal") || strings.Contains(name, "same") || strings.Contains(name, "compare")) && (urlishName(fn) || takesURL(fn))
}

// takesURL reports whether one of fn's parameters is a net/url.URL.
func takesURL(fn *types.Func) bool {
	params := fn.Signature().Params()
	for i := range params.Len() {
		if isURLType(params.At(i).Type()) {
			return true
		}
	}
	return false
}

// parsesURL are the functions whose result holds the URL parsed from
// their string argument: the URL, or a request whose URL field it is.
var parsesURL = map[string]bool{
	"net/url.Parse":                           true,
	"net/url.ParseRequestURI":                 true,
	"net/http.NewRequest":                     true,
	"net/http.NewRequestWithContext":          true,
	"net/http/httptest.NewRequest":            true,
	"net/http/httptest.NewRequestWithContext": true,
}

// urlishName reports whether a function's name, or its package's, says
// it is about URIs or what they carry: ParseURL, url.Parse, churl.Parse,
// redactPassword.
func urlishName(fn *types.Func) bool {
	name := strings.ReplaceAll(strings.ToLower(fn.Name()+" "+fn.Pkg().Name()), "original", "")
	return slices.ContainsFunc(urlishWords, func(w string) bool { return strings.Contains(name, w) }) || urlishParam(fn) >= 0
}

// urlishParam returns the index of the string parameter of fn named for
// a URI (dsn, rawURL, endpoint), or -1.
func urlishParam(fn *types.Func) int {
	params := fn.Signature().Params()
	for i := range params.Len() {
		p := params.At(i)
		name := strings.ToLower(p.Name())
		if expr.IsString(p.Type()) && slices.ContainsFunc(uriWords, func(w string) bool { return strings.Contains(name, w) }) {
			return i
		}
	}
	return -1
}

// tableName returns the name of the variable whose table holds the
// value, or "".
func tableName(path []ast.Node) string {
	for i, n := range path {
		switch n := n.(type) {
		case *ast.ValueSpec:
			if len(n.Names) == 1 {
				return n.Names[0].Name
			}
		case *ast.AssignStmt:
			if len(n.Lhs) == 1 && i > 1 {
				return exprName(n.Lhs[0])
			}
		case *ast.CompositeLit, *ast.KeyValueExpr, *ast.UnaryExpr, *ast.BasicLit, *ast.BinaryExpr, *ast.ParenExpr:
			continue
		}
		if i > 0 {
			if _, ok := n.(ast.Expr); !ok {
				return ""
			}
		}
	}
	return ""
}

// handlerName reports whether a function's name, or a table's, says it
// is or tests code that handles URIs: ParseRemote, resolveTests.
func handlerName(name string) bool {
	lower := strings.ToLower(name)
	if strings.Contains(lower, "from") && readsFromURI.MatchString(name) {
		return true
	}
	if strings.Contains(lower, "resolver") {
		// A resolver of names (NewHttpResolver, a name server list it
		// fetches) is no resolver of references (RFC 3986 §5).
		lower = strings.ToLower(resolverNoun.ReplaceAllString(name, "$1"))
	}
	return slices.ContainsFunc(handlerWords, func(w string) bool { return strings.Contains(lower, w) })
}

// resolverNoun matches the word Resolver in a name, not the start of
// ResolveReference.
var resolverNoun = regexp.MustCompile(`[Rr]esolvers?([A-Z_0-9]|$)`)

// readsFromURI matches a name that says the function reads something out
// of a URI, the last words of its name: configFromWebhookURL,
// settingsFromURI; but not testOptionsFromToWithURLs, which makes options
// for what it is given.
var readsFromURI = regexp.MustCompile(`(^f|F)rom([A-Z][a-z0-9]*)?(URL|URI|DSN|Url|Uri|Dsn)s?$`)

// expected reports whether the value is, or is part of, what a test
// binds to a name that says the code under test should give it back
// (want, expected, out), the expected value of assert.Equal, or what
// the test compares a value with.
func (f *finder) expected(path []ast.Node) bool {
	says := expectedName
	for i := 1; i < len(path); i++ {
		switch n := path[i].(type) {
		case *ast.AssignStmt:
			lhs := assignedTo(n, path[i-1])
			return lhs != nil && says(exprName(lhs))
		case *ast.ValueSpec:
			return len(n.Names) == 1 && says(n.Names[0].Name)
		case *ast.KeyValueExpr:
			if says(exprName(n.Key)) {
				return true
			}
		case *ast.CallExpr:
			// wantParse: generateTarget("dns://…"): a test's helper
			// makes the expected value.
			if f.testHelper(n) {
				continue
			}
			// assert.Equal(t, "https://…", got): the expected value.
			sel, ok := n.Fun.(*ast.SelectorExpr)
			return ok && strings.HasPrefix(sel.Sel.Name, "Equal")
		case *ast.CompositeLit:
			// A row written without keys: the field at the value's index.
			st, ok := typeOf(f.pass.TypesInfo, n).Underlying().(*types.Struct)
			if !ok {
				continue
			}
			if j := slices.Index(n.Elts, path[i-1].(ast.Expr)); j >= 0 && j < st.NumFields() && says(st.Field(j).Name()) {
				return true
			}
		case *ast.BinaryExpr:
			// if got != "https://…": what the code should have given.
			if n.Op == token.EQL || n.Op == token.NEQ {
				return f.pass.TypesInfo.Types[n.X].Value == nil || f.pass.TypesInfo.Types[n.Y].Value == nil
			}
		case *ast.ParenExpr, *ast.UnaryExpr:
		default:
			return false
		}
	}
	return false
}

// testHandlesURIs reports whether the test function that encloses path
// calls a function that handles URIs (handlesURIs) and may give it one.
func (f *finder) testHandlesURIs(path []ast.Node) bool {
	decl := enclosingFunc(path)
	if decl == nil || decl.Body == nil {
		return false // a table at package level: judge reads its name
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !found {
			if _, ok := f.handlesURIs(typeutil.StaticCallee(f.pass.TypesInfo, call)); ok && !f.givenParts(call) {
				found = true
			}
		}
		return !found
	})
	return found
}

// givenParts reports whether every string the call gives is known, from
// the values of the table's column it reads, and none is a URI: a
// builder given parts, resolveCluster(tt.clusterIP, tt.port), whose
// expected URI is a working value (rule 1), not the output of code that
// handles the URI it was given.
func (f *finder) givenParts(call *ast.CallExpr) bool {
	strs := 0
	for _, a := range call.Args {
		t := f.pass.TypesInfo.TypeOf(a)
		if isURLType(t) {
			return false
		}
		if !expr.IsString(t) {
			continue
		}
		strs++
		var vals []expr.Value
		if v, ok := f.Value(a); ok && v.Known() {
			vals = append(vals, v)
		} else {
			for _, alt := range f.alternatives(a) {
				v, _ := f.valueOf(alt)
				vals = append(vals, v)
			}
		}
		if len(vals) == 0 {
			return false
		}
		for _, v := range vals {
			if !v.Known() || strings.ContainsAny(v.Text(), ":/=;@?") {
				return false
			}
		}
	}
	return strs > 0
}

// variesOneURI reports whether the value is a row of a table whose other
// rows write the same URI in another form (an equivalent one, RFC 3986
// §6.2.2 and §6.2.3, such as "%2f" and "%2F"), with another port, or as
// the bare host:port of its authority: a test of how the code copes with
// each form (rule 2d). Rows that differ
// in user, path or query (a connection string's options) are working
// values each.
func (f *finder) variesOneURI(text string, path []ast.Node) bool {
	table := outerTable(path)
	if table == nil {
		return false
	}
	// The expected values of rows that vary their input another way
	// ("/ip4/127.0.0.1/tcp/443" in, "https://127.0.0.1:443" out) vary
	// as the input does: only an input of the table shows a URI varied.
	var outputs map[*ast.BasicLit]bool
	if f.expected(path) {
		outputs = make(map[*ast.BasicLit]bool)
		ast.Inspect(table, func(n ast.Node) bool {
			if kv, ok := n.(*ast.KeyValueExpr); ok && expectedName(exprName(kv.Key)) {
				ast.Inspect(kv.Value, func(n ast.Node) bool {
					if lit, ok := n.(*ast.BasicLit); ok {
						outputs[lit] = true
					}
					return true
				})
			}
			return true
		})
	}
	key, auth := uriKey(text), authority(text)
	u, err := uri.Parse(text)
	parsed := err == nil
	varies := false
	ast.Inspect(table, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || varies || outputs[lit] {
			return !varies
		}
		other, err := strconv.Unquote(lit.Value)
		if err != nil || other == text {
			return true
		}
		if key != "" && uriKey(other) == key {
			varies = port(authority(other)) != port(auth) || strings.EqualFold(other, text)
		} else if k := uriKey(other); key != "" && k != "" && hostKey(k) == hostKey(key) {
			// "https://example.org:443" and "http://example.org": the rows
			// try the scheme and the port of one URI.
			varies = withoutSchemeAndPort(other) == withoutSchemeAndPort(text)
		}
		if o, err := uri.Parse(other); parsed && err == nil && uri.Equal(u, o) {
			varies = true
		}
		if key != "" && strings.Contains(auth, ":") && strings.EqualFold(other, auth) {
			// "http://example.com:80" and "example.com:80": the rows try
			// the URI and the bare host:port it names.
			varies = true
		}
		return !varies
	})
	return varies
}

// userinfoVaried reports whether another row of the value's table
// writes the same URI with another userinfo:
// "http://USER:PASSWORD@proxy.example.com:80/" and
// "http://xxxxx:xxxxx@proxy.example.com:80/".
func userinfoVaried(text string, path []ast.Node) bool {
	return userinfoRow(text, path, func(other string) bool { return other != text })
}

// variesUserinfo reports whether the value is a row of a table another
// row of which writes the same URI with no password: the table tries how
// the code copes with credentials in the URI, and without (rule 2d).
// Rows that all hold passwords are working values each.
func variesUserinfo(text string, path []ast.Node) bool {
	return userinfoRow(text, path, func(other string) bool { return passwordOf(other) == "" })
}

// userinfoRow reports whether a string of the value's table is the same
// URI but for its userinfo, and one that accepts.
func userinfoRow(text string, path []ast.Node, accepts func(other string) bool) bool {
	table := outerTable(path)
	bare := withoutUserinfo(text)
	if table == nil || bare == text {
		return false
	}
	found := false
	ast.Inspect(table, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && !found {
			other, err := strconv.Unquote(lit.Value)
			found = err == nil && withoutUserinfo(other) == bare && accepts(other)
		}
		return !found
	})
	return found
}

// rejectedVariant reports whether another row of the value's table
// writes the same scheme and authority, userinfo included, with another
// path or query, and expects an error for it: "postgres://u:p@h:5432"
// wanting "database name is required" beside "postgres://u:p@h:5432/db".
// The rows try the code on variants of one URI (rule 2d), and the
// userinfo is what they all share, not what they try. A table that
// writes the URI unchanged in other rows varies something else, and its
// URI is a working value (rule 1).
func (f *finder) rejectedVariant(text string, path []ast.Node) bool {
	table := outerTable(path)
	start := uri.SplitScheme(text)
	if table == nil || start.Sep != uri.SepSlashes {
		return false
	}
	head := text[:start.End] + authority(text)
	rejected, repeated := false, false
	ast.Inspect(table, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || repeated {
			return !repeated
		}
		other, err := strconv.Unquote(lit.Value)
		switch {
		case err != nil:
		case other == text:
			repeated = lit.Pos() != path[0].Pos()
		case !rejected:
			if o := uri.SplitScheme(other); o.Sep == uri.SepSlashes && other[:o.End]+authority(other) == head {
				rejected = rowExpectsError(f.pass.TypesInfo, f.pathTo(lit)) != ""
			}
		}
		return !repeated
	})
	return rejected && !repeated
}

// withoutUserinfo returns the URI with its userinfo and its "@" cut out.
func withoutUserinfo(text string) string {
	auth := authority(text)
	i := strings.LastIndexByte(auth, '@')
	if i < 0 || uri.SplitScheme(text).Sep != uri.SepSlashes {
		return text
	}
	start := strings.Index(text, auth)
	return text[:start] + auth[i+1:] + text[start+len(auth):]
}

// outerTable returns the outermost table literal of the tables and rows
// the value stands in, or nil.
func outerTable(path []ast.Node) *ast.CompositeLit {
	var table *ast.CompositeLit
	for _, n := range path[1:] {
		if u, ok := n.(*ast.UnaryExpr); ok && u.Op == token.AND {
			continue // &Options{…}, a row's record
		}
		if !isTableNode(n) {
			break
		}
		if lit, ok := n.(*ast.CompositeLit); ok {
			table = lit
		}
	}
	return table
}

// port returns the port of an authority, "" if none.
func port(auth string) string {
	if i := strings.LastIndexByte(auth, ':'); i >= 0 && !strings.Contains(auth[i:], "]") && !strings.Contains(auth[i:], "@") {
		return auth[i:]
	}
	return ""
}

// upperHost returns the host of a URI when it holds an upper-case
// letter, else "".
func upperHost(text string) string {
	if uriKey(text) == "" {
		return ""
	}
	host := authority(text)
	if i := strings.LastIndexByte(host, '@'); i >= 0 {
		host = host[i+1:]
	}
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host[i:], "]") {
		host = host[:i]
	}
	if strings.ToLower(host) == host {
		return ""
	}
	return host
}

// hostWrittenApart reports whether the file of path writes host, as it
// is, in a string that is no URI: a pattern the test matches requests
// against, "someHost.com/someDir/". The test means the case it writes.
func hostWrittenApart(path []ast.Node, host string) bool {
	file, ok := path[len(path)-1].(*ast.File)
	if !ok {
		return false
	}
	found := false
	ast.Inspect(file, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && !found {
			v, err := strconv.Unquote(lit.Value)
			found = err == nil && !strings.Contains(v, "://") && strings.Contains(v, host)
		}
		return !found
	})
	return found
}

// routedTable reports whether the value is a row of a table another row
// of which has a host in upper case that the file writes in a pattern
// (hostWrittenApart): the rows try a router's host matching, those of
// the pattern's host and those of others ("otherHost.com").
func routedTable(path []ast.Node) bool {
	var table *ast.CompositeLit
	for _, n := range path[1:] {
		if lit, ok := n.(*ast.CompositeLit); ok {
			table = lit
		}
	}
	if table == nil {
		return false
	}
	found := false
	ast.Inspect(table, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && !found {
			if v, err := strconv.Unquote(lit.Value); err == nil {
				host := upperHost(v)
				found = host != "" && hostWrittenApart(path, host)
			}
		}
		return !found
	})
	return found
}

// authority returns what follows "scheme://" up to the path.
func authority(s string) string {
	ss := uri.SplitScheme(s)
	rest := s[ss.End:]
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	return rest
}

// uriKey returns the scheme and host of a URI, lowercased, or "".
func uriKey(s string) string {
	ss := uri.SplitScheme(s)
	if ss.Sep != uri.SepSlashes {
		return ""
	}
	rest := authority(s)
	if i := strings.LastIndexByte(rest, '@'); i >= 0 {
		rest = rest[i+1:]
	}
	if i := strings.LastIndexByte(rest, ':'); i >= 0 && !strings.Contains(rest[i:], "]") {
		rest = rest[:i]
	}
	if rest == "" {
		return ""
	}
	return strings.ToLower(s[:ss.SchemeEnd] + "://" + rest)
}

// hostKey is a uriKey without its scheme.
func hostKey(key string) string {
	_, rest, _ := strings.Cut(key, "://")
	return rest
}

// withoutSchemeAndPort returns what follows the scheme of
// "scheme://…", its port left out.
func withoutSchemeAndPort(s string) string {
	_, rest, _ := strings.Cut(s, "://")
	auth := authority(s)
	return strings.TrimSuffix(auth, port(auth)) + rest[len(auth):]
}

// ownListenerAddr reports whether e is the address of a listener the
// test opens, ln.Addr().String(), or what a function of the package that
// returns one gives: startProxyStub(t) returning l.Addr().String().
func (f *finder) ownListenerAddr(e ast.Expr) bool {
	call, ok := ast.Unparen(f.Source(e)).(*ast.CallExpr)
	if !ok {
		return false
	}
	if listenerAddr(call) {
		return true
	}
	fn := typeutil.StaticCallee(f.pass.TypesInfo, call)
	decl := f.decls[fn]
	if fn == nil || decl == nil || decl.Body == nil {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) > 0 {
			if c, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok && listenerAddr(c) {
				found = true
			}
		}
		return !found
	})
	return found
}

// parses reports whether decl, a function of the package, calls
// net/url.Parse: mustParseURL(t, raw).
func parses(info *types.Info, decl *ast.FuncDecl) bool {
	return decl != nil && decl.Body != nil && containsCall(info, decl.Body, "net/url.Parse")
}

// listenerAddr reports whether call is x.Addr().String().
func listenerAddr(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "String" {
		return false
	}
	inner, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if !ok {
		return false
	}
	isel, ok := ast.Unparen(inner.Fun).(*ast.SelectorExpr)
	return ok && isel.Sel.Name == "Addr" && len(inner.Args) == 0
}

// serverOwnURL reports whether the userinfo the site writes goes into a
// URL parsed from the URL of a server the test runs itself
// (net/http/httptest.Server): u, _ := url.Parse(ts.URL); u.User =
// url.UserPassword("u", "p"). The credentials are the test's own, for
// its own server, no secret of anyone's.
func (f *finder) serverOwnURL(path []ast.Node) bool {
	// &url.URL{Host: addr, User: url.UserPassword(…)}, addr the address
	// of a listener the test opens.
	if len(path) >= 3 {
		if kv, ok := path[1].(*ast.KeyValueExpr); ok && exprName(kv.Key) == "User" {
			if lit, ok := path[2].(*ast.CompositeLit); ok && namedName(f.pass.TypesInfo.TypeOf(lit)) == "net/url.URL" {
				for _, elt := range lit.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok && exprName(kv.Key) == "Host" {
						return f.ownListenerAddr(kv.Value)
					}
				}
			}
		}
	}
	sel := assignedField(path)
	if sel == nil || sel.Sel.Name != "User" {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	info := f.pass.TypesInfo
	u := info.ObjectOf(id)
	var body ast.Node
	for _, n := range path {
		if fl, ok := n.(*ast.FuncLit); ok {
			body = fl.Body
			break
		}
		if fd, ok := n.(*ast.FuncDecl); ok {
			body = fd.Body
			break
		}
	}
	if u == nil || body == nil {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found || len(as.Rhs) != 1 {
			return !found
		}
		call, ok := as.Rhs[0].(*ast.CallExpr)
		if !ok || !slices.ContainsFunc(as.Lhs, func(e ast.Expr) bool {
			id, ok := e.(*ast.Ident)
			return ok && info.ObjectOf(id) == u
		}) {
			return true
		}
		// url.Parse, or a helper of the package that calls it:
		// mustParseURL(t, ts.URL).
		fn := typeutil.StaticCallee(info, call)
		if fn == nil || fn.FullName() != "net/url.Parse" && !parses(info, f.decls[fn]) {
			return true
		}
		found = slices.ContainsFunc(call.Args, func(a ast.Expr) bool {
			arg, ok := ast.Unparen(a).(*ast.SelectorExpr)
			return ok && arg.Sel.Name == "URL" && namedName(info.TypeOf(arg.X)) == "net/http/httptest.Server"
		})
		return !found
	})
	return found
}

// assignedTo returns what the assignment writes the value rhs to: its
// one left side, or in "got, want := to.Avatar, \"http://…\"" the one at
// the index of rhs.
func assignedTo(n *ast.AssignStmt, rhs ast.Node) ast.Expr {
	if len(n.Lhs) == 1 {
		return n.Lhs[0]
	}
	if len(n.Lhs) == len(n.Rhs) {
		if j := slices.Index(n.Rhs, rhs.(ast.Expr)); j >= 0 {
			return n.Lhs[j]
		}
	}
	return nil
}
