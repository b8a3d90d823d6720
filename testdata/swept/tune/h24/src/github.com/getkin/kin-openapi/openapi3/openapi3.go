// Package openapi3 stands in for github.com/getkin/kin-openapi/openapi3:
// only what the cases use.
package openapi3

// T is the root of an OpenAPI v3 document.
type T struct {
	OpenAPI string
	Info    *Info
	Servers Servers
}

// Info is the info object of a document.
type Info struct {
	Title   string
	Version string
}

// Servers is a list of servers.
type Servers []*Server

// Server is the server object of OpenAPI 3: its URL may hold {variables}.
type Server struct {
	Extensions  map[string]any
	URL         string
	Description string
	Variables   map[string]*ServerVariable
}

// ServerVariable is a variable of a server URL template.
type ServerVariable struct {
	Enum        []string
	Default     string
	Description string
}
