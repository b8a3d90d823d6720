// Package gqlgen holds cases rewritten from github.com/99designs/gqlgen.
package gqlgen

import (
	"context"
	"html/template"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/coder/websocket"
)

// Request is the outgoing request a client option edits.
type Request struct {
	HTTP *http.Request
}

// Option edits a Request.
type Option func(bd *Request)

// Source: github.com/99designs/gqlgen/client/options.go:35 (escaper: the decoded path is assigned to url.URL.Path, which holds the decoded form, so no escaper is needed)
func Path(url string) Option {
	return func(bd *Request) {
		bd.HTTP.URL.Path = url // lookalike
	}
}

// Source: github.com/99designs/gqlgen/client/websocket.go:76 (hostform: the scheme prefixes are replacement operands of strings.ReplaceAll on a test server URL, not URIs with an empty host)
func dialSubscription(h http.Handler, r *http.Request) (*websocket.Conn, error) {
	srv := httptest.NewServer(h)
	host := strings.ReplaceAll(srv.URL, "http://", "ws://") // lookalike
	c, _, err := websocket.Dial(context.Background(), host+r.URL.Path, &websocket.DialOptions{
		HTTPHeader: r.Header,
	})
	return c, err
}

// Source: github.com/99designs/gqlgen/graphql/playground/altair_playground.go:9 (syntax: HTML template text whose base href is completed by a template action, not a single URI)
var altairPage = template.Must(template.New("altair").Parse(`<head><title>{{.title}}</title><base href="https://cdn.jsdelivr.net/npm/altair-static@{{.version}}/build/dist/"></head>`)) // lookalike

// Source: github.com/99designs/gqlgen/graphql/playground/apollo_sandbox_playground.go:16 (syntax: HTML template text holding an icon link, not a single URI)
var apolloSandboxPage = template.Must(template.New("ApolloSandbox").Parse(`<head><title>{{.title}}</title><link rel="icon" href="https://embeddable-sandbox.cdn.apollographql.com/_latest/public/assets/favicon-dark.png"></head>`)) // lookalike

// Source: github.com/99designs/gqlgen/integration/server/cmd/integration/server.go:70 (syntax: a URL inside a log message joined to words around it is prose, rule 4)
func serve(port string) {
	log.Printf("connect to http://localhost:%s/ for GraphQL playground", port) // lookalike
}

// App is a CLI application description.
type App struct {
	Name        string
	Description string
}

// Source: github.com/99designs/gqlgen/main.go:209 (syntax: a URL inside CLI description text is prose, rule 4)
func newApp() *App {
	app := &App{Name: "gqlgen"}
	app.Description = "This is a library for quickly creating strictly typed graphql servers in golang. See https://gqlgen.com/ for a getting started guide." // lookalike
	return app
}

// Source is a GraphQL schema source.
type Source struct {
	Name  string
	Input string
}

// Source: github.com/99designs/gqlgen/plugin/federation/testdata/entityinterfaces/generated/exec.go:215 (syntax: GraphQL schema text whose link directive quotes a URL, not a URI itself)
var sources = []*Source{
	{Name: "../interface.graphql", Input: `extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])`}, // lookalike
}
