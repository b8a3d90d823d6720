package lima

import (
	"fmt"
	"io"
)

// ServerOptions is a stand-in for mcp.ServerOptions.
type ServerOptions struct {
	Instructions string
}

func newServerOptions() *ServerOptions {
	return &ServerOptions{
		Instructions: "This MCP server provides tools for sandboxing local command executions and file I/O operations,\n" +
			// Source: github.com/lima-vm/lima/v2/cmd/limactl-mcp/main.go:57 (syntax: a project link in parentheses inside the server's instruction text, prose by rule 4)
			"by wrapping them in Lima VM (https://lima-vm.io).\n\n", // lookalike
	}
}

// writeToolsDoc writes the markdown page that documents the MCP tools.
func writeToolsDoc(f io.Writer) {
	fmt.Fprint(f, "---\ntitle: MCP tools\nweight: 99\n---\n"+
		"Lima implements the \"MCP Sandbox Interface\" (tentative name):\n"+
		// Source: github.com/lima-vm/lima/v2/cmd/limactl-mcp/main.go:205 (syntax: links inside generated markdown text, prose by rule 4)
		"https://pkg.go.dev/github.com/lima-vm/lima/v2/pkg/mcp/msi\n\n") // lookalike
}
