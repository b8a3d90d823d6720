package mautrix

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var roomAliasLink = MatrixURI{Sigil1: '#', MXID1: "someroom:example.org"}

func TestParseMatrixToURL_RoomAlias(t *testing.T) {
	// Source: github.com/mautrix/go/id/matrixuri_test.go:110 (syntax: a second '#' in the fragment, the input of the package's matrix.to parser, beside the same link percent-encoded, rule 2c/2d)
	parsed, err := ParseMatrixToURL("https://matrix.to/#/#someroom:example.org") // lookalike
	require.NoError(t, err)
	require.NotNil(t, parsed)
	parsedEncoded, err := ParseMatrixToURL("https://matrix.to/#/%23someroom%3Aexample.org")
	require.NoError(t, err)
	require.NotNil(t, parsedEncoded)

	assert.Equal(t, roomAliasLink, *parsed)
	assert.Equal(t, roomAliasLink, *parsedEncoded)
}
