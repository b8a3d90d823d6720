// Package mcp is the micro mcp command.
package mcp

import (
	"fmt"
	"io"
	"strings"
)

// Endpoint is a registered service endpoint.
type Endpoint struct {
	Name string
}

// Service is a registered service.
type Service struct {
	Name      string
	Endpoints []*Endpoint
}

// exportLangChain exports tools in LangChain format (Python)
func exportLangChain(writer io.Writer, services []*Service) error {
	fmt.Fprintf(writer, "# Configure your MCP gateway endpoint\n")
	// Source: go-micro.dev/v6/cmd/micro/mcp/mcp.go:658 (syntax: a line of generated Python source with a quoted local URL assignment, text written out and no URI use here, only printed by the closing clause of the rules)
	fmt.Fprintf(writer, "MCP_GATEWAY_URL = 'http://localhost:3000/mcp'\n\n") // lookalike
	return nil
}

func exportOpenAPI(services []*Service) map[string]interface{} {
	paths := map[string]interface{}{}
	for _, svc := range services {
		for _, ep := range svc.Endpoints {
			toolName := fmt.Sprintf("%s.%s", svc.Name, ep.Name)
			// Source: go-micro.dev/v6/cmd/micro/mcp/mcp.go:741 (escaper: an OpenAPI path built from registry service and endpoint identifiers with dots turned to slashes, no characters needing escaping; fine under the escaper check of the table)
			path := fmt.Sprintf("/mcp/call/%s", strings.ReplaceAll(toolName, ".", "/")) // lookalike
			paths[path] = map[string]interface{}{"summary": toolName}
		}
	}
	return paths
}
