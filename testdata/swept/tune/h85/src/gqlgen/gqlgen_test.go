package gqlgen

import (
	"context"
	"crypto/sha256"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/coder/websocket"
)

func get(handler http.Handler, target string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodGet, target, http.NoBody)
	w := httptest.NewRecorder()
	handler.ServeHTTP(w, r)
	return w
}

// Source: github.com/99designs/gqlgen/graphql/handler/server_test.go:143 (escaper: url.QueryEscape is the right escaper for a query value; uniform sample of 1 of 2 identical lines)
func TestQueryCaching(t *testing.T) {
	var srv http.Handler
	qry := `query Foo {name}`
	resp := get(srv, "/foo?query="+url.QueryEscape(qry)) // lookalike
	if resp.Code != http.StatusOK {
		t.Fatal(resp.Code)
	}
}

// Source: github.com/99designs/gqlgen/graphql/handler/transport/websocket_coderws_test.go:119 (hostform: the scheme prefixes are replacement operands of strings.ReplaceAll on a test server URL, not URIs with an empty host)
func coderwsDial(ctx context.Context, t *testing.T, url string, subprotocols ...string) *websocket.Conn {
	t.Helper()
	wsURL := strings.ReplaceAll(url, "http://", "ws://") // lookalike
	c, _, err := websocket.Dial(ctx, wsURL, &websocket.DialOptions{Subprotocols: subprotocols})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Source: github.com/99designs/gqlgen/graphql/handler/transport/websocket_test.go:1230 (hostform: the scheme prefixes are replacement operands of strings.ReplaceAll on a test server URL, not URIs with an empty host)
func wsConnectWithSubprotocol(url, subprotocol string) *websocket.Conn {
	opts := &websocket.DialOptions{}
	if subprotocol != "" {
		opts.Subprotocols = []string{subprotocol}
	}
	wsURL := strings.ReplaceAll(url, "http://", "ws://") // lookalike
	c, _, err := websocket.Dial(context.Background(), wsURL, opts)
	if err != nil {
		panic(err)
	}
	return c
}

func TestWithGraphiqlVersion(t *testing.T) {
	body := ""
	// Source: github.com/99designs/gqlgen/graphql/playground/playground_test.go:321 (syntax: an HTML attribute fragment searched for in a rendered page, not a URI itself; uniform sample of 2 of 6)
	if !strings.Contains(body, `src="https://example.com/graphiql.js"`) { // lookalike
		t.Error("missing script")
	}
	// Source: github.com/99designs/gqlgen/graphql/playground/playground_test.go:339 (syntax: an HTML attribute fragment searched for in a rendered page, not a URI itself; uniform sample of 2 of 6)
	if !strings.Contains(body, `src="https://example.com/react-dom.js"`) { // lookalike
		t.Error("missing script")
	}
}

// Source: github.com/99designs/gqlgen/graphql/playground/helper_test.go:20 (plainhttp: the plain-http target is localhost and only routed to an in-process handler by httptest.NewRequest)
func testResourceIntegrity(t *testing.T, handler http.Handler) {
	t.Helper()
	recorder := httptest.NewRecorder()
	request := httptest.NewRequest(http.MethodGet, "http://localhost:8080/", http.NoBody) // lookalike
	handler.ServeHTTP(recorder, request)
}

// Source: github.com/99designs/gqlgen/graphql/playground/helper_test.go:57 (baseslash: the base comes from the page's base href, which ends in a slash, and the resource names joined to it are relative file names or absolute URLs with an empty base)
func checkIntegrity(t *testing.T, baseURL, ref string) {
	resp, err := http.Get(baseURL + ref) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	hasher := sha256.New()
	if _, err := io.Copy(hasher, resp.Body); err != nil {
		t.Fatal(err)
	}
}
