// Command workflow runs the MCP workflow example.
package main

import "fmt"

func main() {
	fmt.Println("  Shop Workflow Demo")
	fmt.Println()
	// Source: go-micro.dev/v6/examples/mcp/workflow/main.go:379 (syntax: a banner line with a label and a local URL, only printed, prose by rule 4; uniform sample 8 of 16 example banner lines)
	fmt.Println("  MCP Tools:  http://localhost:3001/mcp/tools") // lookalike
}
