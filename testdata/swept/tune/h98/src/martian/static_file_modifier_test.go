package martian

import (
	"net/http"
	"testing"
)

func Test404WhenExplictlyMappedFileDoesNotExist(t *testing.T) {
	// Source: github.com/google/martian/v3/static/static_file_modifier_test.go:45 (sink: a path with no scheme and no host is given to http.NewRequest, which builds client requests, and the test expects success)
	req, err := http.NewRequest("GET", "/sfmtest.txt", nil) // defect sink
	if err != nil {
		t.Fatalf("NewRequest(): got %v, want no error", err)
	}
	_ = req
}
