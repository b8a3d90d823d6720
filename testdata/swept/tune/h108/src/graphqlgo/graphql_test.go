package graphqlgo

import (
	"testing"
)

type gqlTest struct {
	Schema         string
	Query          string
	ExpectedResult string
}

func runTests(t *testing.T, tests []*gqlTest) {
	t.Helper()
	for _, test := range tests {
		if test.Schema == "" || test.ExpectedResult == "" {
			t.Fatal("empty test")
		}
	}
}

func TestSpecifiedByDirective(t *testing.T) {
	runTests(t, []*gqlTest{
		{
			// Source: github.com/graph-gophers/graphql-go/graphql_test.go:1575 (syntax: a GraphQL schema document whose specifiedBy argument is a valid https URL, the literal is SDL text and no URI)
			Schema: "\n\tschema {\n\t\tquery: Query\n\t}\n\ttype Query {\n\t\tname: String!\n\t}\n\tscalar UUID @specifiedBy(\n\t\turl: \"https://tools.ietf.org/html/rfc4122\"\n\t)\n", // lookalike
			Query:  "\n\tquery {\n\t\t__type(name: \"UUID\") {\n\t\t\tname\n\t\t\tspecifiedByURL\n\t\t}\n\t}\n",
			// Source: github.com/graph-gophers/graphql-go/graphql_test.go:1591 (syntax: an expected JSON result holding a valid https URL as one field, the literal is JSON text and no URI)
			ExpectedResult: "\n\t{\n\t\t\"__type\": {\n\t\t\t\"name\": \"UUID\",\n\t\t\t\"specifiedByURL\": \"https://tools.ietf.org/html/rfc4122\"\n\t\t}\n\t}\n", // lookalike
		},
	})
}

func TestIntrospectionDirectives(t *testing.T) {
	runTests(t, []*gqlTest{
		{
			Schema: "\n\tschema {\n\t\tquery: Query\n\t}\n\ttype Query {\n\t\tname: String!\n\t}\n",
			Query:  "\n\t{\n\t\t__schema {\n\t\t\tdirectives {\n\t\t\t\tname\n\t\t\t}\n\t\t}\n\t}\n",
			// Source: github.com/graph-gophers/graphql-go/graphql_test.go:2570 (syntax: an expected JSON result whose description holds a markdown link to a valid https URL, prose inside JSON text, rule 4)
			ExpectedResult: "\n\t{\n\t\t\"__schema\": {\n\t\t\t\"directives\": [{\n\t\t\t\t\"name\": \"deprecated\",\n\t\t\t\t\"description\": \"Explains why this element was deprecated. Formatted in\\n[Markdown](https://daringfireball.net/projects/markdown/).\"\n\t\t\t}]\n\t\t}\n\t}\n", // lookalike
		},
	})
}
