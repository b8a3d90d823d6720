package woodpecker

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestClient_PipelineLast(t *testing.T) {
	tests := []struct {
		name    string
		handler http.HandlerFunc
		repoID  int64
		opts    PipelineLastOptions
		wantErr bool
	}{
		{
			name: "success",
			handler: func(w http.ResponseWriter, r *http.Request) {
				// Source: go.woodpecker-ci.org/woodpecker/v3/woodpecker-go/woodpecker/repo_test.go:270 (escaper: the received path and raw query are joined only to be compared with the expected request line, no URI use)
				if got := r.URL.Path + "?" + r.URL.RawQuery; got != "/api/repos/1/pipelines/latest?branch=main" { // lookalike
					t.Errorf("request %q", got)
				}
				w.WriteHeader(http.StatusOK)
				_, _ = fmt.Fprint(w, `{"number":1}`)
			},
			repoID: 1,
			opts:   PipelineLastOptions{Branch: "main"},
		},
		{
			name: "server error",
			handler: func(w http.ResponseWriter, _ *http.Request) {
				w.WriteHeader(http.StatusInternalServerError)
			},
			repoID:  1,
			wantErr: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ts := httptest.NewServer(tt.handler)
			defer ts.Close()

			c := &client{client: http.DefaultClient, addr: ts.URL}
			_, err := c.PipelineLast(tt.repoID, tt.opts)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err %v", err)
			}
		})
	}
}
