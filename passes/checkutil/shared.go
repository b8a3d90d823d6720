package checkutil

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"

	"golang.org/x/tools/go/analysis"

	"github.com/urilint/urilint/passes/sites"
)

// declarations index, for a package, the string literals that are the
// values of its constants and variables, and where each of those is used.
type declarations struct {
	lits []declaredLit
	uses map[types.Object][]*ast.Ident
}

type declaredLit struct {
	pos, end token.Pos
	obj      types.Object
}

func (p *Pass) declarations() *declarations {
	if p.decls != nil {
		return p.decls
	}
	d := &declarations{uses: make(map[types.Object][]*ast.Ident)}
	owners := make(map[types.Object]bool)
	for _, f := range p.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			spec, ok := n.(*ast.ValueSpec)
			if !ok || len(spec.Values) != len(spec.Names) {
				return true
			}
			for i, v := range spec.Values {
				obj := p.TypesInfo.Defs[spec.Names[i]]
				if obj == nil {
					continue
				}
				ast.Inspect(v, func(n ast.Node) bool {
					if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						d.lits = append(d.lits, declaredLit{lit.Pos(), lit.End(), obj})
						owners[obj] = true
					}
					return true
				})
			}
			return true
		})
	}
	for id, obj := range p.TypesInfo.Uses {
		if owners[obj] {
			d.uses[obj] = append(d.uses[obj], id)
		}
	}
	p.decls = d
	return d
}

// sharedUse says why a fix of the site may not edit the declared value it
// edits: the constant or variable is exported, so that other packages may
// use it, or it is used here where no URI of the same grammar is. It
// returns "" when every use is such a URI, or the fix edits no declared
// value. A shared constant rewritten for one use changes the others.
func (p *Pass) sharedUse(s *sites.Site, fix analysis.SuggestedFix) string {
	d := p.declarations()
	for _, e := range fix.TextEdits {
		for _, lit := range d.lits {
			if e.Pos < lit.pos || e.Pos >= lit.end {
				continue
			}
			obj := lit.obj
			if obj.Exported() && obj.Parent() == obj.Pkg().Scope() {
				return fmt.Sprintf("%s is exported, and other packages may use it for more than this URI", obj.Name())
			}
			for _, id := range d.uses[obj] {
				if !p.usedAsURI(id, s.Need.Grammar) {
					posn := p.Fset.Position(id.Pos())
					return fmt.Sprintf("%s is also used at %s:%d, not as such a URI", obj.Name(), filepath.Base(posn.Filename), posn.Line)
				}
			}
		}
	}
	return ""
}

// usedAsURI reports whether id is inside a site of the grammar.
func (p *Pass) usedAsURI(id *ast.Ident, g sites.Grammar) bool {
	for _, s := range p.sites.Sites {
		if s.Expr != nil && s.Expr.Pos() <= id.Pos() && id.End() <= s.Expr.End() && s.Need.Grammar == g {
			return true
		}
	}
	return false
}
