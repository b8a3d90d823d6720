package yzma

import "testing"

func TestStripMarkup_BareChannelPreservesURL(t *testing.T) {
	// URL schemes must NOT be stripped.
	// Source: github.com/hybridgroup/yzma/pkg/message/parser_gemma_test.go:98 (syntax: a URL inside a sentence of model output joined to the words around it, prose by rule 4, only compared after markup stripping)
	s := "https://example.com is a great site." // lookalike
	got := StripMarkup(s)
	if got != s {
		t.Errorf("got %q, want %q", got, s)
	}
}
