package indigo

import "testing"

func TestSignLabel(t *testing.T) {
	assert := newAssert(t)

	l := Label{
		Version:   ATPROTO_LABEL_VERSION,
		CreatedAt: "2024-10-23T17:51:19.128Z",
		// Source: github.com/bluesky-social/indigo/atproto/labeling/label_test.go:75 (port: an AT-URI whose authority is a DID, valid by the AT-URI syntax the label subject needs; the :plc: part is the DID method, no port; uniform sample 1 of 14 at://did:plc literals; a working test value held to the non-test rules by rule 1, which it meets)
		URI:       "at://did:plc:ewvi7nxzyoun6zhxrhs64oiz/app.bsky.actor.profile/self", // lookalike
		Val:       "good",
		SourceDID: "did:plc:ewvi7nxzyoun6zhxrhs64oiz",
	}
	key := []byte("k256-private-key")
	assert.NoError(l.Sign(key))
	assert.NoError(l.VerifySignature(key))
}

func TestFromLexicon(t *testing.T) {
	assert := newAssert(t)

	version := int64(1)
	lex := &LabelDefs_Label{
		Cts: "2024-10-23T17:51:19.128Z",
		Src: "did:plc:ewvi7nxzyoun6zhxrhs64oiz",
		// Source: github.com/bluesky-social/indigo/atproto/labeling/label_test.go:138 (port: a DID-authority AT-URI as the label subject, valid by the AT-URI spec, the colon segments belong to the DID and are no port; uniform sample 2 of 14; a working test value held to the non-test rules by rule 1, which it meets)
		Uri: "at://did:plc:ewvi7nxzyoun6zhxrhs64oiz/app.bsky.actor.profile/self", // lookalike
		Val: "good",
		Ver: &version,
	}
	l := FromLexicon(lex)
	assert.Equal(lex.Uri, l.URI)
	assert.Equal(lex.Val, l.Val)
}
