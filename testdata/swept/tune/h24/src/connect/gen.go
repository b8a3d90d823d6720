package connect

import "strings"

type generatedFile struct {
	b strings.Builder
}

func (g *generatedFile) P(v ...any) {
	for _, x := range v {
		if s, ok := x.(string); ok {
			g.b.WriteString(s)
		}
	}
	g.b.WriteByte('\n')
}

func wrapComments(g *generatedFile, elems ...any) {
	g.P(append([]any{"// "}, elems...)...)
}

func generateClientConstructorComment(g *generatedFile) {
	g.P("//")
	wrapComments(g, "The URL supplied here should be the base URL for the Connect or gRPC server ",
		// Source: connectrpc.com/connect/cmd/protoc-gen-connect-go/main.go:321 (syntax: text of a generated doc comment naming two example URLs, prose, rule 4)
		"(for example, http://api.acme.com or https://acme.com/grpc).") // lookalike
}
