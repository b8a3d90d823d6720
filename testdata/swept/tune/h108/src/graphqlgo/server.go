// Package graphqlgo holds cases rewritten from github.com/graph-gophers/graphql-go.
package graphqlgo

import (
	"net/http"
)

// Source: github.com/graph-gophers/graphql-go/example/caching/server/server.go:102 (syntax: an HTML page whose link and script tags hold valid https CDN addresses, the literal is markup and no URI)
var page = []byte("<!DOCTYPE html>\n<html>\n\t<head>\n\t\t<link href=\"https://cdnjs.cloudflare.com/ajax/libs/graphiql/0.11.11/graphiql.min.css\" rel=\"stylesheet\" />\n\t\t<script src=\"https://cdnjs.cloudflare.com/ajax/libs/graphiql/0.11.11/graphiql.min.js\"></script>\n\t</head>\n\t<body style=\"width: 100%; height: 100%;\"></body>\n</html>\n") // lookalike

// ServePage writes the GraphiQL page.
func ServePage(w http.ResponseWriter, _ *http.Request) {
	_, _ = w.Write(page)
}
