package infercli

import (
	"net/http"
	"net/http/httptest"
	"path"
	"strings"
	"testing"
)

// Source: github.com/inference-gateway/cli/internal/browser/infrastructure/extension_bridge_test.go:483 (traversal request that the artifacts handler must refuse)
func TestArtifactsTraversal(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.URL.Path, "..") || !strings.HasPrefix(path.Clean(r.URL.Path), "/artifacts/") {
			http.NotFound(w, r)
			return
		}
		w.WriteHeader(http.StatusOK)
	})
	srv := httptest.NewServer(h)
	defer srv.Close()
	resp, err := http.Get("http://" + srv.Listener.Addr().String() + "/artifacts/../bridge.go") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		t.Fatal("traversal served")
	}
}
