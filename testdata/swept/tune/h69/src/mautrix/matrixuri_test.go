package mautrix

import "testing"

var (
	roomIDLink      = MatrixURI{Sigil1: '!', MXID1: "7NdBVvkd4aLSbgKt9RXl:example.org"}
	roomIDEventLink = MatrixURI{Sigil1: '!', MXID1: "7NdBVvkd4aLSbgKt9RXl:example.org", Sigil2: '$', MXID2: "uOH4C9cK4HhMeFWkUXMbdF_dtndJ0j9je-kIK3XpV1s"}
	roomAliasLink   = MatrixURI{Sigil1: '#', MXID1: "someroom:example.org"}
	userLink        = MatrixURI{Sigil1: '@', MXID1: "user:example.org"}

	escapeRoomIDEventLink = MatrixURI{Sigil1: '!', MXID1: "meow & 🐈️:example.org", Sigil2: '$', MXID2: "uOH4C9cK4HhMeFWkUXMbdF/dtndJ0j9je+kIK3XpV1s"}
)

func TestMatrixURI_MatrixToURL(t *testing.T) {
	// Source: maunium.net/go/mautrix/id/matrixuri_test.go:29 (percent: %21 encodes '!', a reserved sub-delimiter, in uppercase hex, the expected output of the link builder)
	if got, want := roomIDLink.MatrixToURL(), "https://matrix.to/#/%217NdBVvkd4aLSbgKt9RXl:example.org"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
	// Source: maunium.net/go/mautrix/id/matrixuri_test.go:32 (percent: %21 encodes '!', a reserved sub-delimiter, in uppercase hex, the expected output of the link builder)
	if got, want := roomIDEventLink.MatrixToURL(), "https://matrix.to/#/%217NdBVvkd4aLSbgKt9RXl:example.org/$uOH4C9cK4HhMeFWkUXMbdF_dtndJ0j9je-kIK3XpV1s"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestMatrixURI_MatrixToURL_Escape(t *testing.T) {
	// Source: maunium.net/go/mautrix/id/matrixuri_test.go:34 (escaper: '&' and '+' stay raw because url.PathEscape escapes a '/'-separated fragment segment, not a query value; expected output of the builder)
	if got, want := escapeRoomIDEventLink.MatrixToURL(), "https://matrix.to/#/%21meow%20&%20%F0%9F%90%88%EF%B8%8F:example.org/$uOH4C9cK4HhMeFWkUXMbdF%2FdtndJ0j9je+kIK3XpV1s"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestParseMatrixToURL_RoomAlias(t *testing.T) {
	// Source: maunium.net/go/mautrix/id/matrixuri_test.go:110 (syntax: a raw second '#' in the fragment is the matrix.to convention and is input to the matrix.to parser under test)
	parsed, err := ParseMatrixToURL("https://matrix.to/#/#someroom:example.org") // lookalike
	if err != nil || parsed.MXID1 != roomAliasLink.MXID1 {
		t.Fatalf("got %v, %v", parsed, err)
	}
	// Source: maunium.net/go/mautrix/id/matrixuri_test.go:113 (percent: %23 and %3A encode reserved characters in uppercase hex, input to the matrix.to parser under test)
	parsedEncoded, err := ParseMatrixToURL("https://matrix.to/#/%23someroom%3Aexample.org") // lookalike
	if err != nil || parsedEncoded.MXID1 != roomAliasLink.MXID1 {
		t.Fatalf("got %v, %v", parsedEncoded, err)
	}
}

func TestParseMatrixToURL_UserID(t *testing.T) {
	// Source: maunium.net/go/mautrix/id/matrixuri_test.go:145 (percent: %40 and %3A encode reserved characters in uppercase hex, input to the matrix.to parser under test)
	parsed, err := ParseMatrixToURL("https://matrix.to/#/%40user%3Aexample.org") // lookalike
	if err != nil || parsed.MXID1 != userLink.MXID1 {
		t.Fatalf("got %v, %v", parsed, err)
	}
}
