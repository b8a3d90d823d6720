package mcpgo

import (
	"flag"
	"fmt"
	"log"
)

// WithBaseURL is an SSE server option.
func WithBaseURL(baseURL string) func(*SSEServer) {
	return func(s *SSEServer) { s.baseURL = baseURL }
}

func dynamicPathMain() {
	var addr string
	flag.StringVar(&addr, "addr", ":8080", "address to listen on")
	flag.Parse()
	s := &SSEServer{}
	// Source: github.com/mark3labs/mcp-go/examples/dynamic_path/main.go:33 (hostjoin: uniform sample of 20 of 213; the host is the constant localhost and the flag supplies only the colon and port.)
	WithBaseURL(fmt.Sprintf("http://localhost%s", addr))(s) // lookalike
}

func samplingHTTPServerMain() {
	// Source: github.com/mark3labs/mcp-go/examples/sampling_http_server/main.go:133 (syntax: uniform sample of 20 of 213; a URL inside a log line of prose, joined to the word before it.)
	log.Println("Endpoint: http://localhost:8080/mcp") // lookalike
}

func elicitationURL(elicitationID string) string {
	// Source: github.com/mark3labs/mcp-go/examples/elicitation/main.go:257 (escaper: picked for its form, outside the sample; a generated uuid goes raw into the query, and whether an ID needs escaping is not known from the code.)
	return fmt.Sprintf("https://myserver.com/set-api-key?elicitationId=%s", elicitationID) // lookalike
}
