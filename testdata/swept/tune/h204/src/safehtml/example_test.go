package safehtml_test

import (
	"testing"

	"safehtml"
)

func TestExampleTrustedResourceURLFormat(t *testing.T) {
	// Source: github.com/google/safehtml/example_test.go:98 (syntax: %{id} and %{lang} are the format markers the builder fills with escaped values, giving //www.youtube.com/v/abc0def1?hl=en; template rule)
	tru, err := safehtml.TrustedResourceURLFormatFromConstant(`//www.youtube.com/v/%{id}?hl=%{lang}`, map[string]string{ // lookalike
		"id":   "abc0def1",
		"lang": "en",
	})
	if err != nil {
		t.Fatalf("while building URL: %v", err)
	}
	t.Log(tru)
}
