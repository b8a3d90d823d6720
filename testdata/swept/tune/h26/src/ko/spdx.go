package ko

// Document is an SPDX document.
type Document struct {
	SPDXVersion       string
	DataLicense       string
	Name              string
	Namespace         string
	DocumentDescribes []string
}

// Digest is an image digest.
type Digest struct{ Hex string }

func (d Digest) String() string { return "sha256:" + d.Hex }

func generateImageSPDX(d Digest) (Document, string) {
	digestID := "SPDXRef-Package-" + d.Hex
	return Document{
		SPDXVersion: "SPDX-2.3",
		DataLicense: "CC0-1.0",
		Name:        "sbom-" + d.String(),
		// Source: github.com/google/ko/internal/sbom/spdx.go:374 (plainhttp: the SPDX document namespace, a unique identifier that is never sent)
		Namespace:         "http://spdx.org/spdxdocs/ko/" + d.String(), // lookalike
		DocumentDescribes: []string{digestID},
	}, digestID
}
