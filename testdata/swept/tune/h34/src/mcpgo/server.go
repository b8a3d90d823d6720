package mcpgo

import (
	"fmt"
	"net/http"
	"net/url"
)

// schemaResourceURL names a tool's input schema for the schema compiler.
func schemaResourceURL(toolName string) string {
	// Source: github.com/mark3labs/mcp-go/server/input_validation.go:205 (hostform: picked for its form, outside the sample; an opaque virtual id registered with a JSON schema compiler, and the mem scheme needs no host.)
	return fmt.Sprintf("mem:///mcp-go/tools/%s/input-schema.json", toolName) // lookalike
}

// SSEServer serves MCP over SSE.
type SSEServer struct {
	baseURL     string
	messagePath string
}

// messageEndpointForClient builds the endpoint a session posts messages to.
func (s *SSEServer) messageEndpointForClient(sessionID string) string {
	endpointPath := s.baseURL + s.messagePath
	// Source: github.com/mark3labs/mcp-go/server/sse.go:629 (escaper: picked for its form, outside the sample; the session ID goes raw into the query, and whether an ID needs escaping is not known from the code.)
	return fmt.Sprintf("%s?sessionId=%s", endpointPath, sessionID) // lookalike
}

// HTTPRequest is a transport-neutral request.
type HTTPRequest struct {
	Method string
	URL    *url.URL
	Header http.Header
}

// Resource is an MCP resource.
type Resource struct {
	URI  string
	Name string
}

// Server holds resources and templates.
type Server struct {
	resources map[string]Resource
	templates map[string]string
}

// NewServer creates an empty server.
func NewServer() *Server {
	return &Server{resources: map[string]Resource{}, templates: map[string]string{}}
}

// AddResource registers a resource.
func (s *Server) AddResource(r Resource) { s.resources[r.URI] = r }

// AddResourceTemplate registers a URI template.
func (s *Server) AddResourceTemplate(uriTemplate, name string) { s.templates[uriTemplate] = name }
