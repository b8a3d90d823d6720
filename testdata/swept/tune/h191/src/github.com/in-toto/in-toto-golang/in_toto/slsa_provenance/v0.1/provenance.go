// Package v01 is a trimmed stand-in for in-toto-golang's slsa_provenance/v0.1.
package v01

import "github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/common"

const (
	// PredicateSLSAProvenance represents a build provenance for an artifact.
	PredicateSLSAProvenance = "https://slsa.dev/provenance/v0.1"
)

// ProvenancePredicate is the provenance predicate definition.
type ProvenancePredicate struct {
	Builder   common.ProvenanceBuilder    `json:"builder"`
	Recipe    ProvenanceRecipe            `json:"recipe"`
	Materials []common.ProvenanceMaterial `json:"materials,omitempty"`
}

// ProvenanceRecipe describes the actions performed by the builder.
type ProvenanceRecipe struct {
	Type              string `json:"type"`
	DefinedInMaterial *int   `json:"definedInMaterial,omitempty"`
	EntryPoint        string `json:"entryPoint"`
}
