package graphqlgo

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestServeHTTP(t *testing.T) {
	w := httptest.NewRecorder()
	// Source: github.com/graph-gophers/graphql-go/relay/relay_test.go:17 (sink: httptest.NewRequest takes a request target, so a bare absolute path is the form it expects)
	r := httptest.NewRequest("POST", "/some/path/here", strings.NewReader("{\"query\":\"{ hero { name } }\"}")) // lookalike
	http.HandlerFunc(ServePage).ServeHTTP(w, r)

	if w.Code != 200 {
		t.Fatalf("Expected status code 200, got %d.", w.Code)
	}
}
