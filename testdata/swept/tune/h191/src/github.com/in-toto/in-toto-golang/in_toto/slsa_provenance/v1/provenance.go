// Package v1 is a trimmed stand-in for in-toto-golang's slsa_provenance/v1.
package v1

import "github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/common"

const (
	// PredicateSLSAProvenance represents a build provenance for an artifact.
	PredicateSLSAProvenance = "https://slsa.dev/provenance/v1"
)

// ProvenancePredicate is the provenance predicate definition.
type ProvenancePredicate struct {
	BuildDefinition ProvenanceBuildDefinition `json:"buildDefinition"`
	RunDetails      ProvenanceRunDetails      `json:"runDetails"`
}

// ProvenanceBuildDefinition describes the inputs to the build.
type ProvenanceBuildDefinition struct {
	BuildType            string               `json:"buildType"`
	ExternalParameters   interface{}          `json:"externalParameters,omitempty"`
	InternalParameters   interface{}          `json:"internalParameters,omitempty"`
	ResolvedDependencies []ResourceDescriptor `json:"resolvedDependencies,omitempty"`
}

// ResourceDescriptor describes a particular software artifact or resource.
type ResourceDescriptor struct {
	// A URI used to identify the resource or artifact globally. This field is
	// REQUIRED unless either digest or content is set.
	URI    string           `json:"uri,omitempty"`
	Digest common.DigestSet `json:"digest,omitempty"`
}

// ProvenanceRunDetails includes details specific to a particular execution.
type ProvenanceRunDetails struct {
	Builder Builder `json:"builder"`
}

// Builder represents the transitive closure of all the entities that are
// trusted to faithfully run the build and record the provenance.
type Builder struct {
	ID string `json:"id"`
}
