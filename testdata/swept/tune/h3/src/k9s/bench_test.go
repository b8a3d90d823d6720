package k9s

import (
	"strings"
	"testing"
)

func TestBenchURL(t *testing.T) {
	cfg := BenchConfig{HTTP: HTTPTarget{Host: "catalog", Path: "/items/top"}}
	// Source: github.com/derailed/k9s/internal/view/helpers_test.go:237 (expected URL of the builder, a single-label service host)
	want := "http://catalog:9000/items/top" // lookalike
	if got := benchURL(&cfg, "9000"); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestStripScheme(t *testing.T) {
	if stripScheme("https://k8s.example.com") != "k8s.example.com" {
		t.Fail()
	}
	// Source: github.com/derailed/k9s/internal/render/svc_test.go:21 (service port display cell "http:4001►0", not a URI)
	cell := "http:4001►0" // lookalike
	if !strings.HasPrefix(cell, "http") {
		t.Fail()
	}
}
