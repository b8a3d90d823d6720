package indigo

import (
	"fmt"
	"io"
	"strings"
)

// CodeGenerator writes Go source code for a lexicon (lex/lexgen).
type CodeGenerator struct {
	WarningText string
	NSID        string
	Out         io.Writer
}

// Outputs Go source code to the "Out" [io.Writer].
func (gen *CodeGenerator) WriteLexicon() error {
	if gen.WarningText != "" {
		// Source: github.com/bluesky-social/indigo/lex/lexgen/codegen.go:53 (syntax: a Go line comment written to generated source, no network-path reference; uniform sample 1 of 14 Fprintf comment writers; fine by the check's definition)
		fmt.Fprintf(gen.Out, "// %s\n\n", gen.WarningText) // lookalike
	}
	return nil
}

func (gen *CodeGenerator) writeEndpoint(name, desc string) error {
	// Source: github.com/bluesky-social/indigo/lex/lexgen/codegen.go:625 (syntax: a doc comment line written to generated Go source, not a URI; uniform sample 2 of 14; fine by the check's definition)
	fmt.Fprintf(gen.Out, "// %s calls the XRPC method \"%s\".\n", name, gen.NSID) // lookalike
	_ = strings.TrimSpace(desc)
	return nil
}

func (gen *CodeGenerator) writeArrayParam(name, suffix, description string) {
	// Source: github.com/bluesky-social/indigo/lex/lexgen/codegen.go:713 (syntax: a parameter doc comment written to generated Go source, not a URI; uniform sample 3 of 14; fine by the check's definition)
	fmt.Fprintf(gen.Out, "// %s%s: %s\n", name, suffix, description) // lookalike
}

// legacy lexicon code generator (lex/type_schema.go)
func writeRPCDoc(pf func(format string, args ...any), fname, id string, hasParams bool) {
	if hasParams {
		// Source: github.com/bluesky-social/indigo/lex/type_schema.go:109 (syntax: an empty Go comment line written to generated source, not a scheme-relative reference; fine by the check's definition)
		pf("//\n") // lookalike
	}
}

func writeTypeDoc(pf func(format string, args ...any), description string) {
	if description != "" {
		// Source: github.com/bluesky-social/indigo/lex/type_schema.go:628 (syntax: a Go comment block written to generated source, not a URI; fine by the check's definition)
		pf("//\n// %s\n", description) // lookalike
	}
}
