package intoto

// Rewritten from in_toto/slsa_provenance/v0.1/provenance_test.go (package v01);
// the test carries a V01 suffix here because three provenance versions share this package.

import (
	"encoding/json"
	"testing"

	"github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/common"
	slsa01 "github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v0.1"
)

func TestEncodeProvenancePredicateV01(t *testing.T) {
	var p = slsa01.ProvenancePredicate{
		Builder: common.ProvenanceBuilder{
			ID: "https://github.com/Attestations/GitHubHostedActions@v1",
		},
		Recipe: slsa01.ProvenanceRecipe{
			Type:              "https://github.com/Attestations/GitHubActionsWorkflow@v1",
			DefinedInMaterial: new(int),
			EntryPoint:        "build.yaml:maketgz",
		},
		Materials: []common.ProvenanceMaterial{
			{URI: "git+https://github.com/curl/"},
		},
	}
	// Source: github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v0.1/provenance_test.go:119 (syntax: the expected JSON output of json.Marshal, one compact document whose quotes and commas are JSON and not part of any URI; uniform sample 4 of 6 of 11 JSON documents)
	var want = `{"builder":{"id":"https://github.com/Attestations/GitHubHostedActions@v1"},"recipe":{"type":"https://github.com/Attestations/GitHubActionsWorkflow@v1","definedInMaterial":0,"entryPoint":"build.yaml:maketgz"},"materials":[{"uri":"git+https://github.com/curl/"}]}` // lookalike
	b, err := json.Marshal(&p)
	if err != nil {
		t.Fatalf("Error during JSON marshal: %v", err)
	}
	if want != string(b) {
		t.Errorf("Wrong JSON produced: %s", b)
	}
}
