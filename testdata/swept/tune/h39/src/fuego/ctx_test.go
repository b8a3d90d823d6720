package fuego

import (
	"net/http/httptest"
	"testing"
)

func TestParamsIntegerArrays(t *testing.T) {
	// Source: github.com/go-fuego/fuego/ctx_test.go:760 (plainhttp: the request is built with httptest.NewRequest and read in process, so the documentation host is never contacted.)
	url := "http://example.com/foo?" + "int8s=1&int8s=2&" + "uint64s=9000000000&uint64s=9100000000" // lookalike
	r := httptest.NewRequest("GET", url, nil)
	if got := r.URL.Query()["int8s"]; len(got) != 2 {
		t.Fatalf("int8s = %v", got)
	}
}
