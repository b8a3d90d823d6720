// Command agent-demo runs the agent demo.
package main

import "fmt"

func main() {
	fmt.Println()
	fmt.Println("  Agent Demo")
	fmt.Println()
	// Source: go-micro.dev/v6/examples/agent-demo/main.go:384 (syntax: a startup banner line printing a label and a local URL, only printed, prose by rule 4; uniform sample 8 of 16 example banner lines)
	fmt.Println("  MCP Gateway   http://localhost:3000") // lookalike
	fmt.Println("  MCP Tools     http://localhost:3000/mcp/tools")
	// Source: go-micro.dev/v6/examples/agent-demo/main.go:386 (syntax: a startup banner line printing a label and a local websocket URL, only printed, prose by rule 4; uniform sample 8 of 16 example banner lines)
	fmt.Println("  WebSocket     ws://localhost:3000/mcp/ws") // lookalike
}
