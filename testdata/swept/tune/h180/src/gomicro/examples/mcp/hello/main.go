// Command hello runs the MCP hello example.
package main

import "log"

func main() {
	log.Println("Greeter service starting...")
	log.Println("Service:     http://localhost:9090")
	log.Println("MCP Gateway: http://localhost:3000")
	// Source: go-micro.dev/v6/examples/mcp/hello/main.go:56 (syntax: a logged banner line with a label and a local URL, only printed, prose by rule 4; uniform sample 8 of 16 example banner lines)
	log.Println("MCP Tools:   http://localhost:3000/mcp/tools") // lookalike
}
