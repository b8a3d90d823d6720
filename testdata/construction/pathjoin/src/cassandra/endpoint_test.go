package cassandra

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path"
	"testing"
)

// Source: github.com/datastax/cassandra-data-apis/endpoint/endpoint_test.go:246 (path.Join of fmt.Sprintf("http://%s", host) and a target, in a test helper; commit 8b6e7db^)
func executePost(routes []Route, target string, body []byte) *bytes.Buffer {
	r := httptest.NewRequest(http.MethodPost, path.Join(fmt.Sprintf("http://%s", host), target), bytes.NewReader(body)) // defect pathjoin
	w := httptest.NewRecorder()
	routes[postIndex].Handler.ServeHTTP(w, r)
	return w.Body
}

// Source: github.com/datastax/cassandra-data-apis/endpoint/endpoint_integration_test.go:734 (the fix: path.Join of the bare host and the target, with "http://" put in front; commit 8b6e7db)
func TestQueryNotFound(t *testing.T) {
	routes := []Route{{}, {Handler: http.NotFoundHandler()}}
	target := "/graphql"
	targetURL := fmt.Sprintf("http://%s", path.Join(host, target)) // lookalike
	r := httptest.NewRequest(http.MethodPost, targetURL, bytes.NewReader([]byte(`{"query":"{ x }"}`)))
	w := httptest.NewRecorder()
	routes[postIndex].Handler.ServeHTTP(w, r)
	if w.Code != http.StatusNotFound {
		t.Fatalf("code %d", w.Code)
	}
	_ = executePost
}
