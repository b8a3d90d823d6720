// Package v02 is a trimmed stand-in for in-toto-golang's slsa_provenance/v0.2.
package v02

import "github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/common"

const (
	// PredicateSLSAProvenance represents a build provenance for an artifact.
	PredicateSLSAProvenance = "https://slsa.dev/provenance/v0.2"
)

// ProvenancePredicate is the provenance predicate definition.
type ProvenancePredicate struct {
	Builder common.ProvenanceBuilder `json:"builder"`
	// BuildType is a URI indicating what type of build was performed.
	BuildType  string                      `json:"buildType"`
	Invocation ProvenanceInvocation        `json:"invocation,omitempty"`
	Materials  []common.ProvenanceMaterial `json:"materials,omitempty"`
}

// ProvenanceInvocation identifies the configuration used for the build.
type ProvenanceInvocation struct {
	ConfigSource ConfigSource `json:"configSource,omitempty"`
}

// ConfigSource describes where the config file that kicked off the build came from.
type ConfigSource struct {
	// URI indicating the identity of the source of the config.
	URI        string           `json:"uri,omitempty"`
	Digest     common.DigestSet `json:"digest,omitempty"`
	EntryPoint string           `json:"entryPoint,omitempty"`
}
