// Package common is a trimmed stand-in for in-toto-golang's slsa_provenance/common.
package common

// DigestSet contains a set of digests.
type DigestSet map[string]string

// ProvenanceBuilder identifies the entity that executed the build steps.
type ProvenanceBuilder struct {
	ID string `json:"id"`
}

// ProvenanceMaterial defines the materials used to build an artifact.
type ProvenanceMaterial struct {
	URI    string    `json:"uri,omitempty"`
	Digest DigestSet `json:"digest,omitempty"`
}
