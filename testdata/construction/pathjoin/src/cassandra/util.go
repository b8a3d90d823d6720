// Package cassandra mirrors test helpers of a GraphQL gateway for a wide-column database.
package cassandra

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path"
)

const (
	postIndex = 1
	host      = "127.0.0.1"
)

// Route is one GraphQL route.
type Route struct {
	Handler http.Handler
}

// Source: github.com/datastax/cassandra-data-apis/internal/testutil/schemas/util.go:96 (path.Join of fmt.Sprintf("http://%s", host) and a target path, given to httptest.NewRequest; commit 8b6e7db^)
func ExecutePost(routes []Route, target string, body string) *bytes.Buffer {
	r := httptest.NewRequest(http.MethodPost, path.Join(fmt.Sprintf("http://%s", host), target), bytes.NewReader([]byte(body))) // defect pathjoin
	w := httptest.NewRecorder()
	routes[postIndex].Handler.ServeHTTP(w, r)
	return w.Body
}

// Source: github.com/datastax/cassandra-data-apis/internal/testutil/schemas/util.go:105 (same join with the fixed target "/graphql"; commit 8b6e7db^)
func ExpectQueryToReturnError(routes []Route, query string) int {
	r := httptest.NewRequest(http.MethodPost, path.Join(fmt.Sprintf("http://%s", host), "/graphql"), bytes.NewReader([]byte(query))) // defect pathjoin
	w := httptest.NewRecorder()
	routes[postIndex].Handler.ServeHTTP(w, r)
	return w.Code
}
