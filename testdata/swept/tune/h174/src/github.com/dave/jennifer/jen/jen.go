// Package jen is a minimal stand-in for github.com/dave/jennifer/jen with
// only the names the rewritten code generator uses.
package jen

// Code is any element of generated Go code.
type Code interface{}

// Statement is a chain of code elements.
type Statement []Code

func newStatement(c ...Code) *Statement {
	s := Statement(c)
	return &s
}

func (s *Statement) add(c ...Code) *Statement {
	*s = append(*s, c...)
	return s
}

// Id renders an identifier.
func Id(name string) *Statement { return newStatement("id", name) }

// Lit renders a literal value.
func Lit(v interface{}) *Statement { return newStatement("lit", v) }

// Qual renders a qualified identifier.
func Qual(path, name string) *Statement { return newStatement("qual", path, name) }

// If renders an if statement.
func If(conds ...Code) *Statement { return newStatement(append([]Code{"if"}, conds...)...) }

// True renders the identifier true.
func True() *Statement { return newStatement("true") }

// Return renders a return statement.
func Return(results ...Code) *Statement { return newStatement(append([]Code{"return"}, results...)...) }

// Func renders the func keyword.
func Func() *Statement { return newStatement("func") }

// Id appends an identifier.
func (s *Statement) Id(name string) *Statement { return s.add("id", name) }

// Op appends an operator.
func (s *Statement) Op(op string) *Statement { return s.add("op", op) }

// Lit appends a literal value.
func (s *Statement) Lit(v interface{}) *Statement { return s.add("lit", v) }

// Qual appends a qualified identifier.
func (s *Statement) Qual(path, name string) *Statement { return s.add("qual", path, name) }

// Call appends a call with the given arguments.
func (s *Statement) Call(args ...Code) *Statement { return s.add(append([]Code{"call"}, args...)...) }

// Params appends a parameter list.
func (s *Statement) Params(params ...Code) *Statement {
	return s.add(append([]Code{"params"}, params...)...)
}

// Block appends a block of statements.
func (s *Statement) Block(stmts ...Code) *Statement {
	return s.add(append([]Code{"block"}, stmts...)...)
}

// Else appends the else keyword.
func (s *Statement) Else() *Statement { return s.add("else") }

// If appends an if statement.
func (s *Statement) If(conds ...Code) *Statement { return s.add(append([]Code{"if"}, conds...)...) }

// True appends the identifier true.
func (s *Statement) True() *Statement { return s.add("true") }

// Func appends the func keyword.
func (s *Statement) Func() *Statement { return s.add("func") }
