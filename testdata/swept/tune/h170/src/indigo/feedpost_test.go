package indigo

import (
	"encoding/json"
	"testing"
)

type embedRecord struct {
	Record *RepoStrongRef `json:"record"`
}

func TestFeedPostParse(t *testing.T) {
	assert := newAssert(t)

	want := &embedRecord{
		Record: &RepoStrongRef{
			Cid: "bafyreiaku7udekkiijxcuue3sn6esz7qijqj637rigz4xqdw57fk5houji",
			// Source: github.com/bluesky-social/indigo/testing/feedpost_test.go:72 (port: the quoted post's DID-authority AT-URI expected from CBOR decoding, valid by the AT-URI spec, no port; uniform sample 6 of 14; a working test value held to the non-test rules by rule 1, which it meets)
			Uri: "at://did:plc:rbtury4cp2sdk4tvnedaqu54/app.bsky.feed.post/3jilislho4s2k", // lookalike
		},
	}

	// Source: github.com/bluesky-social/indigo/testing/feedpost_test.go:87 (syntax: a JSON document compared as JSON, not a URI; the at:// value inside is a valid AT-URI; a working test value held to the non-test rules by rule 1, which it meets)
	expectedJson := `{"record": {"cid": "bafyreiaku7udekkiijxcuue3sn6esz7qijqj637rigz4xqdw57fk5houji", "uri": "at://did:plc:rbtury4cp2sdk4tvnedaqu54/app.bsky.feed.post/3jilislho4s2k"}}` // lookalike

	var got embedRecord
	assert.NoError(json.Unmarshal([]byte(expectedJson), &got))
	assert.Equal(*want.Record, *got.Record)
}
