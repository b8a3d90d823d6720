package protoreflect

import (
	"fmt"
	"testing"
)

func TestMessageRegistryComputeURL(t *testing.T) {
	domain := "frob.nitz"
	for _, name := range []string{"testprotos.TestMessage", "testprotos.TestMessage.NestedMessage"} {
		// Source: github.com/jhump/protoreflect/dynamic/msgregistry/message_registry_test.go:98 (escaper: expected type URL built from a fully-qualified proto name; raw names are look-alikes.)
		exp := fmt.Sprintf("https://frob.nitz/foo.bar/%s", name) // lookalike
		if got := ComputeURL(domain, name); got != exp {
			t.Errorf("got %s, want %s", got, exp)
		}
	}
}

func TestLeadingComments(t *testing.T) {
	name := "foo.bar"
	// Source: github.com/jhump/protoreflect/desc/protoparse/internal/protocompile/parser/lexer_test.go:593 (syntax: expected proto comment text, not a URI.)
	want := fmt.Sprintf("// Leading comment on %s.", name) // lookalike
	if got := LeadingComment(name); got != want {
		t.Logf("got %q, want %q", got, want)
	}
}
