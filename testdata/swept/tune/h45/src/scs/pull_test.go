package scs

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestDownloadImagePath(t *testing.T) {
	tests := []struct {
		name string
		path string
		tag  string
	}{
		{"Simple", "entity/collection/image", "tag"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mux := http.NewServeMux()
			// Source: github.com/sylabs/scs-library-client/client/pull_test.go:102 (colonpath: the mock server path starts with '/', so the colon only appears in a later segment; stratified sample of 19 look-alikes out of 87 swept candidates)
			httpPath := fmt.Sprintf("/v1/imagefile/%s:%s", tt.path, tt.tag) // lookalike
			mux.HandleFunc(httpPath, func(w http.ResponseWriter, r *http.Request) {})
			srv := httptest.NewServer(mux)
			defer srv.Close()
		})
	}
}
