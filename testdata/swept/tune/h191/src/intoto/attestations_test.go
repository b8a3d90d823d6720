package intoto

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/common"
	slsa01 "github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v0.1"
	slsa02 "github.com/in-toto/in-toto-golang/in_toto/slsa_provenance/v0.2"
)

func TestDecodeProvenanceStatementSLSA02(t *testing.T) {
	// Data from example in specification for generalized link format,
	// subject and materials trimmed.
	// Source: github.com/in-toto/in-toto-golang/in_toto/attestations_test.go:17 (syntax: a whole JSON statement given to json.Unmarshal, not a URI; its whitespace and quotes belong to JSON, and the material URI in it is labelled at its struct literal; uniform sample 1 of 6 of 11 JSON documents)
	var data = `
{
  "_type": "https://in-toto.io/Statement/v0.1",
  "predicateType": "https://slsa.dev/provenance/v0.2",
  "predicate": {
    "builder": { "id": "https://github.com/Attestations/GitHubHostedActions@v1" },
    "buildType": "https://github.com/Attestations/GitHubActionsWorkflow@v1",
    "invocation": {
	  "configSource": {
		"uri": "git+https://github.com/curl/curl-docker@master",
		"entryPoint": "build.yaml:maketgz"
	  }
    },
    "materials": [
      {
        "uri": "git+https://github.com/curl/curl-docker@master"
      }, {
        "uri": "github_hosted_vm:ubuntu-18.04:20210123.1"
      }
    ]
  }
}
` // lookalike

	var want = ProvenanceStatement{
		StatementHeader: StatementHeader{
			Type:          StatementInTotoV01,
			PredicateType: slsa02.PredicateSLSAProvenance,
		},
		Predicate: slsa02.ProvenancePredicate{
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
			Materials: []common.ProvenanceMaterial{
				{
					URI: "git+https://github.com/curl/curl-docker@master",
				},
				{
					// Source: github.com/in-toto/in-toto-golang/in_toto/attestations_test.go:103 (syntax: by rule 1 the expected material URI is held to non-test rules, and "github_hosted_vm" has underscores, which no RFC 3986 scheme allows, so the value is no URI and url.Parse rejects it; uniform sample 1 of 4 of 10 identical literals)
					URI: "github_hosted_vm:ubuntu-18.04:20210123.1", // defect syntax
				},
			},
		},
	}
	var got ProvenanceStatement

	if err := json.Unmarshal([]byte(data), &got); err != nil {
		t.Errorf("failed to unmarshal json: %s\n", err)
		return
	}
	if !reflect.DeepEqual(want, got) {
		t.Errorf("Unexpected object after decoding")
	}
}

func TestDecodeProvenanceStatementSLSA01(t *testing.T) {
	// Data from example in specification for generalized link format,
	// subject and materials trimmed.
	// Source: github.com/in-toto/in-toto-golang/in_toto/attestations_test.go:194 (syntax: a JSON provenance statement given to json.Unmarshal, a document and no URI; uniform sample 2 of 6 of 11 JSON documents)
	var data = `
{
  "_type": "https://in-toto.io/Statement/v0.1",
  "predicateType": "https://slsa.dev/provenance/v0.1",
  "predicate": {
    "builder": { "id": "https://github.com/Attestations/GitHubHostedActions@v1" },
    "recipe": {
      "type": "https://github.com/Attestations/GitHubActionsWorkflow@v1",
      "definedInMaterial": 0,
      "entryPoint": "build.yaml:maketgz"
    },
    "materials": [
      {
        "uri": "git+https://github.com/curl/curl-docker@master"
      }, {
        "uri": "github_hosted_vm:ubuntu-18.04:20210123.1"
      }
    ]
  }
}
` // lookalike

	var got ProvenanceStatementSLSA01
	if err := json.Unmarshal([]byte(data), &got); err != nil {
		t.Errorf("failed to unmarshal json: %s\n", err)
		return
	}
	if got.Predicate.Recipe.EntryPoint != "build.yaml:maketgz" {
		t.Errorf("Unexpected object after decoding")
	}
}

func TestEncodeProvenanceStatementSLSA01(t *testing.T) {
	var p = ProvenanceStatementSLSA01{
		StatementHeader: StatementHeader{
			Type:          StatementInTotoV01,
			PredicateType: slsa01.PredicateSLSAProvenance,
		},
		Predicate: slsa01.ProvenancePredicate{
			Builder: common.ProvenanceBuilder{
				ID: "https://github.com/Attestations/GitHubHostedActions@v1",
			},
			Recipe: slsa01.ProvenanceRecipe{
				Type:              "https://github.com/Attestations/GitHubActionsWorkflow@v1",
				DefinedInMaterial: new(int),
				EntryPoint:        "build.yaml:maketgz",
			},
			Materials: []common.ProvenanceMaterial{
				{
					URI: "git+https://github.com/curl/curl-docker@master",
				},
				{
					// Source: github.com/in-toto/in-toto-golang/in_toto/attestations_test.go:340 (syntax: a material URI the test builds and encodes into the statement, held to non-test rules by rule 1; the underscores in "github_hosted_vm" make it match no RFC 3986 URI-reference; uniform sample 2 of 4 of 10 identical literals)
					URI: "github_hosted_vm:ubuntu-18.04:20210123.1", // defect syntax
				},
				{
					URI: "git+https://github.com/curl/",
				},
			},
		},
	}
	b, err := json.Marshal(&p)
	if err != nil {
		t.Fatalf("Error during JSON marshal: %v", err)
	}
	if len(b) == 0 {
		t.Errorf("Wrong JSON produced")
	}
}

func TestLinkStatement(t *testing.T) {
	// Source: github.com/in-toto/in-toto-golang/in_toto/attestations_test.go:420 (syntax: a JSON link statement for json.Unmarshal whose only URI is the well-formed predicate type, a document and no URI; uniform sample 3 of 6 of 11 JSON documents)
	var data = `
{
  "subject": [
     {"name": "baz",
      "digest": { "sha256": "hash1" }}
  ],
  "predicateType": "https://in-toto.io/Link/v1",
  "predicate": {
    "_type": "link",
    "name": "name",
    "materials": {
       "kv": {"alg": "vv"}
    }
  }
}
` // lookalike

	var got LinkStatement
	if err := json.Unmarshal([]byte(data), &got); err != nil {
		t.Errorf("failed to unmarshal json: %s\n", err)
		return
	}
	if got.PredicateType != PredicateLinkV1 {
		t.Errorf("Unexpected object after decoding")
	}
}
