package activity

import (
	"github.com/dave/jennifer/jen"
)

// Rewritten from github.com/go-fed/activity/astool/gen/resolver.go: the code
// generator that emits toAliasMap, whose toHttpHttpsFn lambda tests a
// @context entry for an http or https prefix.

// ResolverGenerator generates the JSON resolver.
type ResolverGenerator struct{}

// toAliasFunction returns the toAliasMap function body.
func (r *ResolverGenerator) toAliasFunction() jen.Code {
	return jen.Id("toHttpHttpsFn").Op(":=").Func().Params(
		jen.Id("s"),
	).Block(
		jen.If(
			jen.Qual("strings", "HasPrefix").Call(
				jen.Id("s"),
				// Source: github.com/go-fed/activity/astool/gen/resolver.go:867 (sink: a bare scheme prefix emitted as the argument of strings.HasPrefix in generated code, only compared and no URI use)
				jen.Lit("http://"), // lookalike
			),
		).Block(
			jen.Id("ok").Op("=").True(),
			jen.Id("http").Op("=").Id("s"),
			jen.Id("https").Op("=").Lit("https").Op("+").Qual("strings", "TrimPrefix").Call(
				jen.Id("s"),
				jen.Lit("http"),
			),
		).Else().If(
			jen.Qual("strings", "HasPrefix").Call(
				jen.Id("s"),
				// Source: github.com/go-fed/activity/astool/gen/resolver.go:879 (sink: the https prefix emitted for a strings.HasPrefix test in generated code, only compared and no URI use)
				jen.Lit("https://"), // lookalike
			),
		).Block(
			jen.Id("ok").Op("=").True(),
			jen.Id("https").Op("=").Id("s"),
			jen.Id("http").Op("=").Lit("http").Op("+").Qual("strings", "TrimPrefix").Call(
				jen.Id("s"),
				jen.Lit("https"),
			),
		),
		jen.Return(),
	)
}
