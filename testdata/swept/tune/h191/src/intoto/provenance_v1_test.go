package intoto

// Rewritten from in_toto/slsa_provenance/v1/provenance_test.go (package v1);
// the test carries a V1 suffix here because three provenance versions share this package.

import (
	"encoding/json"
	"testing"

	"github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/common"
	slsa1 "github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v1"
)

func TestEncodeProvenancePredicateV1(t *testing.T) {
	var p = slsa1.ProvenancePredicate{
		BuildDefinition: slsa1.ProvenanceBuildDefinition{
			BuildType: "https://github.com/Attestations/GitHubActionsWorkflow@v1",
			ExternalParameters: map[string]string{
				"entryPoint": "build.yaml:maketgz",
				"source":     "git+https://github.com/curl/curl-docker@master",
			},
			ResolvedDependencies: []slsa1.ResourceDescriptor{
				{
					URI: "git+https://github.com/curl/curl-docker@master",
					Digest: common.DigestSet{
						"sha1": "d6525c840a62b398424a78d792f457477135d0cf",
					},
				},
				{
					// Source: github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v1/provenance_test.go:98 (syntax: a ResourceDescriptor URI "used to identify the resource globally" that the test builds and encodes, held to non-test rules by rule 1; the underscore scheme makes it no RFC 3986 URI; uniform sample 4 of 4 of 10 identical literals)
					URI: "github_hosted_vm:ubuntu-18.04:20210123.1", // defect syntax
				},
				{
					URI: "git+https://github.com/curl/",
				},
			},
		},
		RunDetails: slsa1.ProvenanceRunDetails{
			Builder: slsa1.Builder{
				ID: "https://github.com/Attestations/GitHubHostedActions@v1",
			},
		},
	}
	// Source: github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v1/provenance_test.go:115 (syntax: the expected compact JSON output of json.Marshal, a document and no URI; the material URI inside is labelled at its struct literal; uniform sample 6 of 6 of 11 JSON documents)
	var want = `{"buildDefinition":{"buildType":"https://github.com/Attestations/GitHubActionsWorkflow@v1","externalParameters":{"entryPoint":"build.yaml:maketgz","source":"git+https://github.com/curl/curl-docker@master"},"resolvedDependencies":[{"uri":"git+https://github.com/curl/curl-docker@master","digest":{"sha1":"d6525c840a62b398424a78d792f457477135d0cf"}},{"uri":"github_hosted_vm:ubuntu-18.04:20210123.1"},{"uri":"git+https://github.com/curl/"}]},"runDetails":{"builder":{"id":"https://github.com/Attestations/GitHubHostedActions@v1"}}}` // lookalike
	b, err := json.Marshal(&p)
	if err != nil {
		t.Fatalf("Error during JSON marshal: %v", err)
	}
	if want != string(b) {
		t.Errorf("Wrong JSON produced: %s", b)
	}
}
