// Command crud runs the MCP CRUD example.
package main

import "fmt"

func main() {
	fmt.Println("Contacts service running on :9010")
	// Source: go-micro.dev/v6/examples/mcp/crud/main.go:267 (syntax: a startup message with a local URL among words, only printed, prose by rule 4; uniform sample 8 of 16 example banner lines)
	fmt.Println("MCP tools available at http://localhost:3001/mcp/tools") // lookalike
}
