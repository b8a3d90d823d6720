package scs

import (
	"context"
	"net/http"
	"testing"
)

func TestNewClient(t *testing.T) {
	tests := []struct {
		name    string
		baseURL string
		wantErr bool
		wantURL string
	}{
		// Source: github.com/sylabs/scs-library-client/client/client_test.go:30 (plainhttp: the HTTPBaseURL row varies the scheme on purpose against HTTPS twin rows, and no request is sent; stratified sample of 19 look-alikes out of 87 swept candidates)
		{"HTTPBaseURL", "http://library.staging.sylabs.io", false, "http://library.staging.sylabs.io/"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := NewClient(tt.baseURL)
			if (err != nil) != tt.wantErr {
				t.Fatalf("got err %v, want %v", err, tt.wantErr)
			}
			if err == nil && c.BaseURL.String() != tt.wantURL {
				t.Errorf("got URL %v, want %v", c.BaseURL, tt.wantURL)
			}
		})
	}
}

func TestNewRequest(t *testing.T) {
	tests := []struct {
		name    string
		baseURL string
		path    string
		wantURL string
	}{
		// Source: github.com/sylabs/scs-library-client/client/client_test.go:100 (baseslash: a reference starting with '/' resolved against a base with no path drops nothing; stratified sample of 19 look-alikes out of 87 swept candidates)
		{"NilConfigGet", "https://library.sylabs.io", "/path", "https://library.sylabs.io/path"}, // lookalike
		// Source: github.com/sylabs/scs-library-client/client/client_test.go:117 (baseslash: the base path has no trailing '/' as written but NewClient appends one, so path1 is kept; stratified sample of 19 look-alikes out of 87 swept candidates)
		{"BaseURLWithPath", "https://library.staging.sylabs.io/path1", "path2", "https://library.staging.sylabs.io/path1/path2"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := NewClient(tt.baseURL)
			if err != nil {
				t.Fatal(err)
			}
			r, err := c.newRequest(context.Background(), http.MethodGet, tt.path, "", nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.URL.String(); got != tt.wantURL {
				t.Errorf("got URL %v, want %v", got, tt.wantURL)
			}
		})
	}
}
