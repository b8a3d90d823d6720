package huma

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
)

func TestHumaFiberContextOutsideHandler(t *testing.T) {
	ln, err := net.ListenTCP("tcp4", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	// Source: github.com/danielgtaylor/huma/v2/adapters/humafiber/humafiber_context_test.go:237 (hostjoin: the test's own localhost with the port of the listener it just opened, surely no IPv6 literal.)
	server := fmt.Sprintf("http://localhost:%d", port) // lookalike
	go func() { _ = http.Serve(ln, http.NotFoundHandler()) }()
	defer ln.Close()

	request, err := http.NewRequestWithContext(context.Background(), http.MethodPost, server+"/hello", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	query := request.URL.Query()
	query.Add("huma-fiber-delay", "10ms")
	// Source: github.com/danielgtaylor/huma/v2/adapters/humafiber/humafiber_context_test.go:282 (escaper: the query is rebuilt with url.Values.Encode, the right escaper for query values.)
	request.URL.RawQuery = query.Encode() // lookalike
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		t.Fatal(err)
	}
	response.Body.Close()
}
