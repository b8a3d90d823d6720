package scsbuild

import (
	"context"
	"net/http"
	"net/url"
	"testing"
)

func TestNewRequest(t *testing.T) {
	tests := []struct {
		name    string
		baseURL string
		path    string
		wantURL string
	}{
		// Source: github.com/sylabs/scs-build-client/client/client_test.go:113 (baseslash: a row of a table that varies the base and reference on purpose; the absolute reference dropping the base path is the expected result.)
		{"BaseURLPathAbsolute", "https://build.staging.sylabs.io/a/b", "/path", "https://build.staging.sylabs.io/path"}, // lookalike
		// Source: github.com/sylabs/scs-build-client/client/client_test.go:116 (baseslash: a row of a table that varies the base and reference on purpose; the base without trailing slash is fixed by normalizeURL before resolution.)
		{"BaseURLPathRelative", "https://build.staging.sylabs.io/a/b", "path", "https://build.staging.sylabs.io/a/b/path"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := NewClient(tt.baseURL)
			if err != nil {
				t.Fatal(err)
			}
			r, err := c.newRequest(context.Background(), http.MethodGet, &url.URL{Path: tt.path})
			if err != nil {
				t.Fatal(err)
			}
			if got := r.URL.String(); got != tt.wantURL {
				t.Errorf("got URL %v, want %v", got, tt.wantURL)
			}
		})
	}
}
