package intoto

// Rewritten from in_toto/slsa_provenance/v0.2/provenance_test.go (package v02);
// the tests carry a V02 suffix here because three provenance versions share this package.

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/common"
	slsa02 "github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v0.2"
)

func TestDecodeProvenancePredicateV02(t *testing.T) {
	var want = slsa02.ProvenancePredicate{
		Builder: common.ProvenanceBuilder{
			ID: "https://github.com/Attestations/GitHubHostedActions@v1",
		},
		Materials: []common.ProvenanceMaterial{
			{
				// Source: github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v0.2/provenance_test.go:72 (syntax: the expected decoded material URI, held to non-test rules by rule 1; "github_hosted_vm" is no valid scheme since RFC 3986 schemes allow no underscore; uniform sample 3 of 4 of 10 identical literals)
				URI: "github_hosted_vm:ubuntu-18.04:20210123.1", // defect syntax
			},
		},
	}
	var got slsa02.ProvenancePredicate

	// The source decodes the specification example; here the expected value
	// is round-tripped through JSON instead.
	data, err := json.Marshal(&want)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("failed to unmarshal json: %s\n", err)
	}
	if !reflect.DeepEqual(want, got) {
		t.Errorf("Unexpected object after decoding")
	}
}

func TestEncodeProvenancePredicateV02(t *testing.T) {
	var p = slsa02.ProvenancePredicate{
		Builder: common.ProvenanceBuilder{
			ID: "https://github.com/Attestations/GitHubHostedActions@v1",
		},
		BuildType: "https://github.com/Attestations/GitHubActionsWorkflow@v1",
		Invocation: slsa02.ProvenanceInvocation{
			ConfigSource: slsa02.ConfigSource{
				EntryPoint: "build.yaml:maketgz",
				URI:        "git+https://github.com/curl/curl-docker@master",
			},
		},
	}
	// Source: github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v0.2/provenance_test.go:132 (syntax: the expected compact JSON of json.Marshal, a document holding well-formed URIs and no URI itself; uniform sample 5 of 6 of 11 JSON documents)
	var want = `{"builder":{"id":"https://github.com/Attestations/GitHubHostedActions@v1"},"buildType":"https://github.com/Attestations/GitHubActionsWorkflow@v1","invocation":{"configSource":{"uri":"git+https://github.com/curl/curl-docker@master","entryPoint":"build.yaml:maketgz"}}}` // lookalike
	b, err := json.Marshal(&p)
	if err != nil {
		t.Fatalf("Error during JSON marshal: %v", err)
	}
	if want != string(b) {
		t.Errorf("Wrong JSON produced: %s", b)
	}
}
