package indigo

import "testing"

func TestValidateLabel(t *testing.T) {
	assert := newAssert(t)

	assert.NoError(validateData(map[string]any{
		"cts": "2000-01-01T00:00:00.000Z",
		"src": "did:example:labeler",
		// Source: github.com/bluesky-social/indigo/atproto/lexicon/validation_test.go:29 (port: input to the lexicon validator, which accepts this DID-authority AT-URI as the at-uri format, rule 2c; the colon parts are the DID, no port; uniform sample 3 of 14)
		"uri": "at://did:plc:asdf123/com.atproto.feed.post/asdf123", // lookalike
		"val": "test-label",
	}))
}
