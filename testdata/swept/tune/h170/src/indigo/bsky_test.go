package indigo

import "testing"

func TestParentOrRootIsDid(t *testing.T) {
	assert := newAssert(t)

	// Source: github.com/bluesky-social/indigo/automod/helpers/bsky_test.go:22 (port: a DID-authority AT-URI given to the AT-URI parser in PostParentOrRootIsDid, valid by the AT-URI spec and no port, rule 2c; uniform sample 4 of 14)
	abcPost := "at://did:plc:abc123/app.bsky.feed.post/rkey123" // lookalike
	// Source: github.com/bluesky-social/indigo/automod/helpers/bsky_test.go:34 (port: the other DID-authority AT-URI of the table, parsed by the helper, no port; uniform sample 5 of 14; a working test value held to the non-test rules by rule 1, which it meets)
	cbaPost := "at://did:plc:321abc/app.bsky.feed.post/rkey123" // lookalike

	post1 := &FeedPost{Reply: &FeedPost_ReplyRef{Root: &RepoStrongRef{Uri: abcPost}, Parent: &RepoStrongRef{Uri: abcPost}}}
	post2 := &FeedPost{Reply: &FeedPost_ReplyRef{Root: &RepoStrongRef{Uri: cbaPost}, Parent: &RepoStrongRef{Uri: abcPost}}}

	assert.True(PostParentOrRootIsDid(post1, "did:plc:abc123"))
	assert.False(PostParentOrRootIsDid(post1, "did:plc:321abc"))
	assert.True(PostParentOrRootIsDid(post2, "did:plc:abc123"))
	assert.True(PostParentOrRootIsDid(post2, "did:plc:321abc"))
}
