package graphqlgo

// Source: github.com/graph-gophers/graphql-go/internal/schema/meta.go:29 (plainhttp: a markdown link inside a schema description shown to users, prose that the code never requests, rule 4)
var metaSrc = "\n\t# The " + "`" + "Float" + "`" + " scalar type represents signed double-precision fractional values as specified by [IEEE 754](http://en.wikipedia.org/wiki/IEEE_floating_point).\n\tscalar Float\n" // lookalike

// MetaSource returns the built-in schema source.
func MetaSource() string {
	return metaSrc
}
