package ocidist

type descriptor struct {
	MediaType string
	Digest    digest
	Size      int64
	URLs      []string
}

// Source: github.com/opencontainers/distribution-spec/conformance/run.go:464 (escaper: a non-distributable layer URL on an example store host ends in a hex digest, an ID that needs no escaping as far as the code shows.)
func nonDistributableLayer(dig digest, encoded string) descriptor {
	return descriptor{
		MediaType: "application/vnd.oci.image.layer.nondistributable.v1.tar+gzip",
		Digest:    dig,
		Size:      123456,
		URLs:      []string{"https://store.example.com/blobs/sha256/" + encoded}, // lookalike
	}
}

// Source: github.com/opencontainers/distribution-spec/conformance/run.go:477 (escaper: a second non-distributable layer URL on an example store host ends in a hex digest, an ID that needs no escaping as far as the code shows.)
func nonDistributableLayerUncompressed(dig digest, encoded string) descriptor {
	return descriptor{
		MediaType: "application/vnd.oci.image.layer.nondistributable.v1.tar",
		Digest:    dig,
		Size:      12345,
		URLs:      []string{"https://store.example.com/blobs/sha256/" + encoded}, // lookalike
	}
}
