// Package payload rewrites sigstore's cosign signature payload handling.
package payload

import (
	"encoding/json"
	"fmt"
	"strings"
)

// CosignSignatureType is the value of `critical.type` in a SimpleContainerImage payload.
const CosignSignatureType = "cosign container image signature"

// SimpleContainerImage describes the structure of a basic container image signature payload.
type SimpleContainerImage struct {
	Critical Critical `json:"critical"`
}

// Critical data critical to correctly evaluating the validity of a signature
type Critical struct {
	Identity Identity `json:"identity"`
	Image    Image    `json:"image"`
	Type     string   `json:"type"`
}

// Identity is the claimed identity of the image
type Identity struct {
	DockerReference string `json:"docker-reference"`
}

// Image identifies the container that the signature applies to
type Image struct {
	DockerManifestDigest string `json:"docker-manifest-digest"`
}

// Digest stands in for go-containerregistry's name.Digest.
type Digest struct {
	original string
}

// newDigest stands in for name.NewDigest, which parses an OCI image
// reference of the form registry/repo@sha256:hex (no URI).
func newDigest(s string) (Digest, error) {
	if !strings.Contains(s, "@") {
		return Digest{}, fmt.Errorf("a digest must contain exactly one '@' separator: %s", s)
	}
	return Digest{original: s}, nil
}

// Cosign describes a container image signed using Cosign
type Cosign struct {
	Image           Digest
	ClaimedIdentity string
}

// UnmarshalJSON unmarshals []byte of JSON data into a container signature object
func (p *Cosign) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	var simple SimpleContainerImage
	if err := json.Unmarshal(data, &simple); err != nil {
		return err
	}
	if simple.Critical.Type != CosignSignatureType {
		return fmt.Errorf("Cosign signature payload was of an unknown type: %q", simple.Critical.Type)
	}
	// Source: github.com/sigstore/sigstore/pkg/signature/payload/payload.go:111 (escaper: no-URI-use rule, joins an image repository and a manifest digest with @ into an OCI image reference for name.NewDigest, which is no URI; the @ is no userinfo delimiter)
	digestStr := simple.Critical.Identity.DockerReference + "@" + simple.Critical.Image.DockerManifestDigest // lookalike
	digest, err := newDigest(digestStr)
	if err != nil {
		return fmt.Errorf("could not parse image digest string %q: %w", digestStr, err)
	}
	p.Image = digest
	p.ClaimedIdentity = simple.Critical.Identity.DockerReference
	return nil
}
