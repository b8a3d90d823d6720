package indigo

// FeedPost stands in for appbsky.FeedPost.
type FeedPost struct {
	Text   string
	Reply  *FeedPost_ReplyRef
	Facets []*PostFacet
}

type FeedPost_ReplyRef struct {
	Root   *RepoStrongRef
	Parent *RepoStrongRef
}

// RepoStrongRef points at a record by at:// URI and CID.
type RepoStrongRef struct {
	Uri string
	Cid string
}

// PostParentOrRootIsDid parses the reply root and parent AT-URIs and compares their DID authority.
func PostParentOrRootIsDid(post *FeedPost, did string) bool {
	if post.Reply == nil {
		return false
	}
	rootUri, err := ParseATURI(post.Reply.Root.Uri)
	if err != nil || !rootUri.Authority().IsDID() {
		return false
	}
	parentUri, err := ParseATURI(post.Reply.Parent.Uri)
	if err != nil || !parentUri.Authority().IsDID() {
		return false
	}
	return rootUri.Authority().String() == did || parentUri.Authority().String() == did
}
