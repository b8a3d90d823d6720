package huma

import "testing"

func TestAdapters(t *testing.T) {
	got := renderBody("localhost", "/schemas/TestOutputBody.json", `"message": "Hello, Daniel! (foo, false, Bearer abc123)"`)
	// Source: github.com/danielgtaylor/huma/v2/adapters/adapters_test.go:84 (syntax: expected JSON body text that holds a $schema link among other fields, not a URI.)
	want := `{"$schema": "http://localhost/schemas/TestOutputBody.json", "message": "Hello, Daniel! (foo, false, Bearer abc123)"}` // lookalike
	if !jsonEqual(want, got) {
		t.Errorf("body = %s", got)
	}
}
