package wails

import "testing"

func TestGetMimetype(t *testing.T) {
	// Source: github.com/wailsapp/wails/v2/pkg/assetserver/mimecache_test.go:17 (syntax: SVG markup used as file content whose xmlns attribute holds the namespace name, not a URI to check as a whole; uniform sample of 12 of 25.)
	svg := []byte("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" viewBox=\"0 0 16 16\"><path d=\"M6 10a4 4 0 1 1 0-8 4 4 0 0 1 0 8z\"/></svg>") // lookalike
	if got := GetMimetype("test.svg", svg); got != "image/svg+xml" {
		t.Errorf("GetMimetype() = %v, want image/svg+xml", got)
	}
}
