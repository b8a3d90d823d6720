package sites

import (
	"go/types"
	"strconv"
	"strings"

	"github.com/urilint/urilint/passes/sites/expr"
)

// SinkFact marks a function that passes some of its string parameters,
// unchanged, to a URI sink: its callers' arguments are sites too.
type SinkFact struct {
	Params []Param
}

// Param is a parameter of a sink or wrapper that takes a URI.
type Param struct {
	Index int    // among the call's arguments
	Name  string // of the parameter
	Need  Need
	// Evidence is what the parameter says of its argument; zero means
	// EvidenceSink.
	Evidence Evidence
	Sink     string   // the function that finally takes the value
	Via      []string // the wrappers between, outermost first
	Shape    bool     // the argument is a URI only when it has one's shape
	List     bool     // a comma-separated list of URIs, each trimmed of white space
	// HostPort: the parameter takes "host:port" (or a list of them), or
	// another address that is no URI. No site is made of its argument,
	// and no other finder makes one of its literals.
	HostPort bool
	// Tail: the function appends the parameter to a base URL that it
	// knows, c.base + path, and gives the whole to the sink: callers pass
	// the path of a URI and what follows. No site is made of the
	// argument; the builds given to it are marked (Build.Tail).
	Tail bool

	// userinfo: the value is the constant argument before Index, ':' and
	// the constant argument at Index, as url.UserPassword joins them.
	userinfo bool
	// key, if set, tells from the constant argument at keyArg whether the
	// parameter takes a URI, and which: a driver name, an environment key.
	key    func(key string) (Param, bool)
	keyArg int
}

func (*SinkFact) AFact() {}

func (f *SinkFact) String() string {
	var b strings.Builder
	b.WriteString("uriSink(")
	for i, p := range f.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p.Name)
		if p.Tail {
			b.WriteString(" (tail)")
		}
		b.WriteString(": ")
		for _, v := range p.Via {
			b.WriteString(v)
			b.WriteString(" → ")
		}
		b.WriteString(p.Sink)
	}
	b.WriteByte(')')
	return b.String()
}

// knownParams returns the URI parameters of fn: from the table, from a
// fact of its package, or found in this package.
func (f *finder) knownParams(fn *types.Func) []Param {
	if fn.Pkg() == nil {
		return nil
	}
	// The table holds inside the package that defines a sink too: its own
	// tests call Parse(…) unqualified.
	if sinkPkgs[fn.Pkg().Path()] {
		if p, ok := sinks[fn.FullName()]; ok {
			return p
		}
	}
	if fn.Pkg() == f.pass.Pkg {
		return f.wrappers[fn]
	}
	if p, ok := f.imported[fn]; ok {
		return p
	}
	var fact SinkFact
	var p []Param
	if f.pass.ImportObjectFact(fn, &fact) {
		p = fact.Params
	}
	f.imported[fn] = p
	return p
}

// addWrapper makes the function of ref a wrapper: its parameter goes
// unchanged to a sink that reads it as p says.
func (f *finder) addWrapper(ref expr.ParamRef, p Param, grown map[*types.Func]bool) {
	for _, q := range f.wrappers[ref.Func] {
		if q.Index == ref.Index {
			return // the first sink found for a parameter is kept
		}
	}
	sig := ref.Func.Signature()
	w := p
	w.Index = ref.Index
	w.Name = sig.Params().At(ref.Index).Name()
	if w.Name == "" || w.Name == "_" {
		w.Name = "#" + strconv.Itoa(ref.Index)
	}
	w.Via = append([]string{shortName(ref.Func)}, p.Via...)
	f.wrappers[ref.Func] = append(f.wrappers[ref.Func], w)
	grown[ref.Func] = true
}

// shortName names fn for messages: "pkg.F" or "pkg.T.M".
func shortName(fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}
