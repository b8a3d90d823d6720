package filebrowser

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// Regression for GHSA-fgm5-pw99-w2p7: a path is canonicalized before it is
// matched against the rules, so a traversal sequence cannot reach a denied file
// by spelling its way there.
func TestRuleDeniesTraversalToDeniedPath(t *testing.T) {
	// Source: github.com/filebrowser/filebrowser/v2/http/rules_path_test.go:93 (dotsegment: the .. segment is the traversal under test, a relative target the handler must answer with 403 (rules 2a, 2b))
	req, _ := http.NewRequest(http.MethodGet, "/allow/../Secret.txt", http.NoBody) // lookalike
	rec := httptest.NewRecorder()
	handle(rawHandler, "", &Server{}).ServeHTTP(rec, req)

	if rec.Code != http.StatusForbidden {
		t.Fatalf("VULNERABLE: GET /allow/../Secret.txt = %d; want 403", rec.Code)
	}
}
