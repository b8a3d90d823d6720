// Package reference provides a general type to represent any way of referencing
// images within the registry (repository names, tags and digests), not URIs.
package reference

// Digest stands in for github.com/opencontainers/go-digest.Digest.
type Digest string

func (d Digest) String() string { return string(d) }

type repository struct {
	domain string
	path   string
}

func (r repository) Name() string {
	if r.domain == "" {
		return r.path
	}
	return r.domain + "/" + r.path
}

type reference struct {
	repository
	tag    string
	digest Digest
}

func (r reference) String() string {
	// Source: github.com/distribution/reference/reference.go:409 (hostjoin: an image reference name:tag@digest, where the colon parts a repository name from a tag, no host and port and no URI; the hostjoin check rule covers host and port of a URI or authority only)
	return r.Name() + ":" + r.tag + "@" + r.digest.String() // lookalike
}

type taggedReference struct {
	repository
	tag string
}

func (t taggedReference) String() string {
	// Source: github.com/distribution/reference/reference.go:460 (hostjoin: a repository name and a tag joined by a colon in image-reference syntax, no host:port; the hostjoin check rule covers host and port of a URI or authority only)
	return t.Name() + ":" + t.tag // lookalike
}

type canonicalReference struct {
	repository
	digest Digest
}

func (c canonicalReference) String() string {
	// Source: github.com/distribution/reference/reference.go:473 (hostjoin: name@digest image-reference syntax, no userinfo and no URI; the hostjoin check rule covers host and port of a URI or authority only)
	return c.Name() + "@" + c.digest.String() // lookalike
}
