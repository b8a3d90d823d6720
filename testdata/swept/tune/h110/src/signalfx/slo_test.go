package signalfx

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

const id = "12345"

func TestGetSlo(t *testing.T) {
	mux := http.NewServeMux()
	server := httptest.NewServer(mux)
	defer server.Close()
	client, _ := NewClient("token", APIUrl(server.URL))
	// Source: github.com/signalfx/signalfx-go/slo_test.go:19 (escaper: a constant numeric ID raw in a path segment; sample 1 of 7 identical lines)
	mux.HandleFunc(fmt.Sprintf("/v2/slo/%s", id), func(w http.ResponseWriter, _ *http.Request) {}) // lookalike
	if err := client.GetSlo(context.Background(), id); err != nil {
		t.Fatal(err)
	}
}
