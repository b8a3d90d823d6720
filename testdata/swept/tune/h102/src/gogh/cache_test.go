package gogh

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"testing"
)

type echoTransport struct{ counter int }

func (e *echoTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	e.counter++
	body := fmt.Sprintf("%d: %s %s", e.counter, req.Method, req.URL.String())
	return &http.Response{StatusCode: 200, Body: io.NopCloser(bytes.NewBufferString(body))}, nil
}

func expectEcho(t *testing.T, c *http.Client, method, u, body, want string) {
	t.Helper()
	req, err := http.NewRequest(method, u, bytes.NewBufferString(body))
	if err != nil {
		t.Fatal(err)
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	got, _ := io.ReadAll(res.Body)
	if string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Source: github.com/cli/go-gh/v2/pkg/api/cache_test.go:96 (syntax: the expected text is the fake transport's echo of method and URL, a log-like line and no URI by rule 4; uniform sample of 8 of 58 test text candidates)
func TestCacheResponse(t *testing.T) {
	c := &http.Client{Transport: &echoTransport{counter: 4}}
	expectEcho(t, c, "POST", "http://example.com/graphql", "hello2", "5: POST http://example.com/graphql") // lookalike
}

// Source: github.com/cli/go-gh/v2/pkg/api/cache_test.go:177 (syntax: the expected text is the fake transport's echo of method and URL, a log-like line and no URI by rule 4; uniform sample of 8 of 58 test text candidates)
func TestCacheResponseRequestCacheOptions(t *testing.T) {
	c := &http.Client{Transport: &echoTransport{counter: 3}}
	expectEcho(t, c, "POST", "http://example.com/graphql", "hello", "4: POST http://example.com/graphql") // lookalike
}
