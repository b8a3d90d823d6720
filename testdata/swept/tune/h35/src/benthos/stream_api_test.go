package benthos

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

// Source: github.com/redpanda-data/benthos/v4/internal/stream/manager/api_test.go:800 (sink: path-only target for http.NewRequest served directly by router.ServeHTTP, never sent by a client; uniform sample 26 of 128.)
func TestTypeAPIBadResourceLints(t *testing.T) {
	r := http.NewServeMux()
	r.HandleFunc("/resources/", func(w http.ResponseWriter, req *http.Request) {
		w.WriteHeader(http.StatusBadRequest)
	})
	for _, ctype := range []string{"cache", "rate_limit"} {
		url := fmt.Sprintf("/resources/%v/foo", ctype) // lookalike
		request, err := http.NewRequest("POST", url, bytes.NewReader([]byte("{}")))
		if err != nil {
			t.Fatal(err)
		}
		response := httptest.NewRecorder()
		r.ServeHTTP(response, request)
		if response.Code != http.StatusBadRequest {
			t.Errorf("code %d", response.Code)
		}
	}
}
