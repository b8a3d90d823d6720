package mcpgo

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestSSE_SendRequest_Unauthorized(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/mark3labs/mcp-go/client/transport/sse_test.go:1166 (hostjoin: uniform sample of 20 of 213; r.Host is the host and port of the test server, already a host:port, joined with no bare colon.)
		endpointURL := "http://" + r.Host + "/endpoint" // lookalike
		w.Header().Set("Content-Type", "text/event-stream")
		_, _ = io.WriteString(w, "event: endpoint\ndata: "+endpointURL+"\n\n")
	}))
	defer server.Close()
	res, err := http.Get(server.URL)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}

func TestSSE_EndpointEventRejectsCrossOrigin(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		// Source: github.com/mark3labs/mcp-go/client/transport/sse_test.go:1734 (plainhttp: picked for its form, outside the sample; an evil cross-origin endpoint the client is expected to reject, written into SSE event text.)
		fmt.Fprintf(w, "event: endpoint\ndata: http://evil.example.com/message\n\n") // lookalike
	}))
	defer server.Close()
	res, err := http.Get(server.URL)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}

func TestSSE_HandleSSEEvent_EndpointParseError(t *testing.T) {
	c := &SSE{baseURL: &url.URL{}}
	// Source: github.com/mark3labs/mcp-go/client/transport/sse_coverage_test.go:125 (syntax: picked for its form, outside the sample; an unparsable endpoint the test expects to be ignored, leaving the endpoint unset.)
	c.handleEndpointEvent("http://[::1") // lookalike
	if c.endpoint != nil {
		t.Fatal("endpoint must stay unset")
	}
}

func TestSSE_ReadSSE_PendingEndpointAtEOF(t *testing.T) {
	// Source: github.com/mark3labs/mcp-go/client/transport/sse_lifecycle_test.go:130 (port: picked for its form, outside the sample; port 1 is a valid port number in an endpoint event that is parsed and never dialed.)
	body := "event: endpoint\ndata: http://127.0.0.1:1/messages\n" // lookalike
	if !strings.Contains(body, "endpoint") {
		t.Fatal(body)
	}
}

func TestStreamableHTTP_CloseBlocksBeforeCancel(t *testing.T) {
	client := &http.Client{Transport: http.NewFileTransport(http.Dir("."))}
	// Source: github.com/mark3labs/mcp-go/client/transport/streamable_http_bodyclose_test.go:173 (plainhttp: picked for its form, outside the sample; a dummy single-label host that a mock transport intercepts, never a public host.)
	tr, err := NewStreamableHTTP("http://mock-h2-server/mcp", client) // lookalike
	if err != nil || tr == nil {
		t.Fatal(err)
	}
}
