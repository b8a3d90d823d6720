package notation

// OCILayout is an OCI layout directory (test/e2e/internal/notation/layout.go).
type OCILayout struct {
	// Path is the path of the OCI layout directory.
	Path string
	// Tag is the tag of artifact in the OCI layout.
	Tag string
	// Digest is the digest of artifact in the OCI layout.
	Digest string
}

// ReferenceWithTag returns the reference with tag.
func (o *OCILayout) ReferenceWithTag() string {
	// Source: github.com/notaryproject/notation/test/e2e/internal/notation/layout.go:71 (hostjoin: the join is an OCI layout reference <file_path>:<tag> passed to the notation CLI, not a host and port in a URI authority)
	return o.Path + ":" + o.Tag // lookalike
}
