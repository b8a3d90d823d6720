package templ

import (
	"encoding/json"
	"testing"

	"github.com/a-h/templ/lsp/uri"
)

func roundTrip(t *testing.T, s string) {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
}

func TestPublishDiagnosticsParams(t *testing.T) {
	// Source: github.com/a-h/templ/lsp/protocol/diagnostics_test.go:512 (syntax: a JSON fixture for the LSP (un)marshaller that embeds a file URI; the literal is JSON, not a URI)
	const want = `{"uri":"file:///path/to/diagnostics.go","version":1,"diagnostics":[{"range":{"start":{"line":25,"character":1},"end":{"line":27,"character":3}},"severity":1,"code":"foo/bar","source":"test foo bar","message":"foo bar"}]}` // lookalike
	roundTrip(t, want)
}

func TestInitializeParams(t *testing.T) {
	// Source: github.com/a-h/templ/lsp/protocol/general_test.go:214 (syntax: a JSON fixture holding a rootUri; the literal is JSON, not a URI)
	const wantNil = `{"processId":25556,"rootUri":"file:///Users/zchee/go/src/github.com/a-h/templ/lsp/protocol","capabilities":{}}` // lookalike
	roundTrip(t, wantNil)
	type initializeParams struct {
		ProcessID int
		RootURI   uri.URI
	}
	wantTypeNilAll := initializeParams{
		ProcessID: 25556,
		// Source: github.com/a-h/templ/lsp/protocol/general_test.go:244 (hostcase: the argument is a filesystem path handed to uri.File, not a URI whose "Users" is a DNS host)
		RootURI: uri.File("//Users/zchee/go/src/github.com/a-h/templ/lsp/protocol"), // lookalike
	}
	_ = wantTypeNilAll
}

func TestDeleteFilesParams(t *testing.T) {
	// Source: github.com/a-h/templ/lsp/protocol/general_test.go:750 (syntax: a JSON fixture listing a file URI; the literal is JSON, not a URI)
	const want = `{"files":[{"uri":"file:///path/to/basic.go"}]}` // lookalike
	roundTrip(t, want)
}

func TestReferencesParams(t *testing.T) {
	const (
		wantWorkDoneToken      = "156edea9-9d8d-422f-b7ee-81a84594afbb"
		wantPartialResultToken = "dd134d84-c134-4d7a-a2a3-f8af3ef4a568"
	)
	// Source: github.com/a-h/templ/lsp/protocol/general_test.go:2003 (syntax: the wantInvalid JSON fixture built by concatenating tokens; JSON around a file URI, not a URI)
	const wantInvalid = `{"textDocument":{"uri":"file:///path/to/basic_gen.go"},"position":{"line":2,"character":1},"workDoneToken":"` + wantPartialResultToken + `","partialResultToken":"` + wantWorkDoneToken + `"}` // lookalike
	roundTrip(t, wantInvalid)
}

func TestSignatureHelpParams(t *testing.T) {
	// Source: github.com/a-h/templ/lsp/protocol/language_test.go:1480 (syntax: a JSON fixture with a textDocument uri; the literal is JSON, not a URI)
	const wantNilAll = `{"textDocument":{"uri":"file:///path/to/basic.go"},"position":{"line":25,"character":1}}` // lookalike
	roundTrip(t, wantNilAll)
}

func TestDocumentLinkParams(t *testing.T) {
	const (
		wantWorkDoneToken      = "156edea9-9d8d-422f-b7ee-81a84594afbb"
		wantPartialResultToken = "dd134d84-c134-4d7a-a2a3-f8af3ef4a568"
	)
	const (
		// Source: github.com/a-h/templ/lsp/protocol/language_test.go:4321 (syntax: a JSON fixture built by concatenating tokens around a file URI; JSON, not a URI)
		want = `{"workDoneToken":"` + wantWorkDoneToken + `","partialResultToken":"` + wantPartialResultToken + `","textDocument":{"uri":"file:///path/to/test.go"}}` // lookalike
		// Source: github.com/a-h/templ/lsp/protocol/language_test.go:4322 (syntax: the wantInvalid JSON fixture with swapped tokens; JSON, not a URI)
		wantInvalid = `{"workDoneToken":"` + wantPartialResultToken + `","partialResultToken":"` + wantWorkDoneToken + `","textDocument":{"uri":"file:///path/to/invalid.go"}}` // lookalike
	)
	roundTrip(t, want)
	roundTrip(t, wantInvalid)
}

func TestColorPresentationParams(t *testing.T) {
	const (
		wantWorkDoneToken      = "156edea9-9d8d-422f-b7ee-81a84594afbb"
		wantPartialResultToken = "dd134d84-c134-4d7a-a2a3-f8af3ef4a568"
	)
	// Source: github.com/a-h/templ/lsp/protocol/language_test.go:4639 (syntax: a JSON fixture with a color and a file URI; JSON, not a URI)
	const want = `{"workDoneToken":"` + wantWorkDoneToken + `","partialResultToken":"` + wantPartialResultToken + `","textDocument":{"uri":"file:///path/to/test.go"},"color":{"alpha":1,"blue":0.2,"green":0.3,"red":0.4}}` // lookalike
	roundTrip(t, want)
}

func TestLinkedEditingRangeParams(t *testing.T) {
	const invalidPartialResultToken = "dd134d84-c134-4d7a-a2a3-f8af3ef4a568"
	// Source: github.com/a-h/templ/lsp/protocol/language_test.go:5802 (syntax: the wantInvalid JSON fixture around a file URI; JSON, not a URI)
	const wantInvalid = `{"textDocument":{"uri":"file:///path/to/invalid.go"},"position":{"line":2,"character":0},"partialResultToken":"` + invalidPartialResultToken + `"}` // lookalike
	roundTrip(t, wantInvalid)
}

func TestDidSaveTextDocumentParams(t *testing.T) {
	// Source: github.com/a-h/templ/lsp/protocol/text_test.go:602 (syntax: the wantInvalid JSON fixture with a textDocument uri; JSON, not a URI)
	const wantInvalid = `{"text":"invalidText","textDocument":{"uri":"file:///path/to/invalid.go"}}` // lookalike
	roundTrip(t, wantInvalid)
}
