package libclient

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestDeleteImage(t *testing.T) {
	tests := []struct {
		name     string
		imageRef string
		arch     string
	}{
		{name: "WithTag", imageRef: "test:v0.0.1", arch: "amd64"},
		{name: "ValidateQueryStringArch", imageRef: "test", arch: "amd64"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mux := http.NewServeMux()
			// Source: github.com/apptainer/container-library-client/client/delete_test.go:55 (colonpath: a ServeMux pattern that starts with a slash, the colon of the tag sits in a later segment; uniform sample of 22 of 87)
			mux.HandleFunc(fmt.Sprintf("/v1/images/%s", tt.imageRef), func(w http.ResponseWriter, r *http.Request) {}) // lookalike
			srv := httptest.NewServer(mux)
			defer srv.Close()
			c, err := NewClient(srv.URL)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.GetImage(context.Background(), tt.arch, tt.imageRef); err != nil {
				t.Fatal(err)
			}
		})
	}
}
