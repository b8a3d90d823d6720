// Command documented runs the documented MCP example.
package main

import "log"

func main() {
	log.Println("MCP Gateway: http://localhost:3000")
	log.Println("Test with:")
	// Source: go-micro.dev/v6/examples/mcp/documented/main.go:125 (syntax: a logged curl command with a local URL, only printed, prose by rule 4; uniform sample 8 of 16 example banner lines)
	log.Println("  curl http://localhost:3000/mcp/tools") // lookalike
}
