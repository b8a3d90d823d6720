// Package protoreflect holds cases rewritten from github.com/jhump/protoreflect.
package protoreflect

import (
	"fmt"
	"io"
	"strings"
)

func ensureScheme(url string) string {
	// Source: github.com/jhump/protoreflect/dynamic/msgregistry/ptype_resolver.go:58 (syntax: the scheme separator searched for with strings.Index, a fragment and not a URI; not a sweep candidate, kept because it shares the case with line 60.)
	pos := strings.Index(url, "://") // lookalike
	if pos < 0 {
		// Source: github.com/jhump/protoreflect/dynamic/msgregistry/ptype_resolver.go:60 (escaper: a type URL body such as a host and proto type name is given a scheme; it is already URL text and needs no escaping.)
		return "https://" + url // lookalike
	}
	return url
}

// MethodDescriptor names an RPC method.
type MethodDescriptor struct {
	Service, Name string
}

func requestMethod(md *MethodDescriptor) string {
	// Source: github.com/jhump/protoreflect/dynamic/grpcdynamic/stub.go:44 (escaper: gRPC method name built from proto identifiers; raw names are look-alikes.)
	return fmt.Sprintf("/%s/%s", md.Service, md.Name) // lookalike
}

func printComment(w io.Writer, lines []string) {
	for _, l := range lines {
		// Source: github.com/jhump/protoreflect/desc/protoprint/print.go:2681 (syntax: writes a proto line comment, not a URI.)
		_, _ = fmt.Fprintf(w, "//%s\n", strings.TrimRight(l, " \t")) // lookalike
	}
}

// ComputeURL returns the type URL of a fully-qualified proto name under a registry domain.
func ComputeURL(domain, fqn string) string {
	return ensureScheme(domain + "/" + fqn)
}

// LeadingComment returns the leading comment of an element.
func LeadingComment(name string) string {
	return ""
}

var _ = requestMethod
var _ = printComment
