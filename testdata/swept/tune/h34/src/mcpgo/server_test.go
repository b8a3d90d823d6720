package mcpgo

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"testing"
)

func TestMCPServer_ResourcesPagination(t *testing.T) {
	s := NewServer()
	for i := range 10 {
		// Source: github.com/mark3labs/mcp-go/server/server_additional_test.go:232 (syntax: uniform sample of 20 of 213; a Sprintf template whose verb is filled with an index to name test resources.)
		uri := fmt.Sprintf("test://resource-%d", i) // lookalike
		s.AddResource(Resource{URI: uri, Name: fmt.Sprintf("Resource %d", i)})
	}
	if len(s.resources) != 10 {
		t.Fatal(len(s.resources))
	}
}

func TestMCPServer_ResourceTemplates(t *testing.T) {
	s := NewServer()
	// Source: github.com/mark3labs/mcp-go/server/server_test.go:1918 (syntax: uniform sample of 20 of 213; an RFC 6570 URI template with a path expansion, not a URI.)
	s.AddResourceTemplate("test://{a}/test-resource{/b*}", "My Resource") // lookalike
	if len(s.templates) != 1 {
		t.Fatal("missing")
	}
}

func TestSessionWithResourceTemplates_Override(t *testing.T) {
	templates := map[string]string{
		// Source: github.com/mark3labs/mcp-go/server/session_resource_templates_test.go:142 (syntax: uniform sample of 20 of 213; a URI template used as the key of a session template map, not a URI.)
		"test://global/{id}": "global-template-1-overridden", // lookalike
	}
	if len(templates) != 1 {
		t.Fatal("missing")
	}
}

func TestMCPServer_AddSessionResourceTemplateNotify(t *testing.T) {
	s := NewServer()
	// Source: github.com/mark3labs/mcp-go/server/session_resource_templates_test.go:233 (syntax: uniform sample of 20 of 213; a URI template asserted as a key of the session templates, not a URI.)
	want := "test://session/{id}" // lookalike
	s.AddResourceTemplate(want, "session")
	if _, ok := s.templates[want]; !ok {
		t.Fatal("template missing")
	}
}

func TestStreamableHTTP_SamplingErrorLabel(t *testing.T) {
	header := http.Header{}
	header.Set("Mcp-Session-Id", "session-1")
	r := &HTTPRequest{
		Method: http.MethodPost,
		// Source: github.com/mark3labs/mcp-go/server/streamable_http_sampling_error_label_test.go:63 (hostform: uniform sample of 20 of 213; a server-side request URL that holds only a path, as a handler sees it, not a URI missing its host.)
		URL:    &url.URL{Path: "/mcp"}, // lookalike
		Header: header,
	}
	if r.URL.Path == "" {
		t.Fatal("no path")
	}
}

func TestStreamableHTTP_ConcurrentResources(t *testing.T) {
	s := NewServer()
	for i := range 3 {
		// Source: github.com/mark3labs/mcp-go/server/streamable_http_test.go:946 (hostform: uniform sample of 20 of 213; a file resource identifier with an underscore in its authority, an identifier rather than a DNS host.)
		s.AddResource(Resource{URI: fmt.Sprintf("file://resource_%d", i), Name: fmt.Sprintf("resource_%d", i)}) // lookalike
	}
}

func startLoopbackServer(t *testing.T, handler http.Handler) (string, *http.Client) {
	t.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: handler}
	go func() { _ = srv.Serve(listener) }()
	t.Cleanup(func() { _ = srv.Close() })
	return listener.Addr().String(), &http.Client{}
}

func TestStreamableHTTP_LocalhostProtection(t *testing.T) {
	addr, client := startLoopbackServer(t, http.NotFoundHandler())
	// Source: github.com/mark3labs/mcp-go/server/http_localhost_test.go:126 (hostjoin: picked for its form, outside the sample; addr is listener.Addr().String() of a loopback listener, already a host:port, so no bare colon is added.)
	req, err := http.NewRequest(http.MethodPost, fmt.Sprintf("http://%s/mcp", addr), bytes.NewReader(nil)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Host = "evil.com"
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}

func TestStreamableHTTP_GetStream(t *testing.T) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.NotFoundHandler()}
	go func() { _ = srv.Serve(listener) }()
	defer srv.Close()
	endpointPath := "/mcp"
	// Source: github.com/mark3labs/mcp-go/server/streamable_http_test.go:3207 (hostjoin: picked for its form, outside the sample; the listener address string is already a host:port of a loopback listener.)
	baseURL := "http://" + listener.Addr().String() + endpointPath // lookalike
	res, err := http.Get(baseURL)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}
