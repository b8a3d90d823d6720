package kyverno

import (
	"encoding/json"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
)

func TestBuildAPICallURLIndex(t *testing.T) {
	t.Run("normalizes method and url", func(t *testing.T) {
		raw, _ := json.Marshal(map[string]interface{}{"a": 1})
		idx, err := buildAPICallURLIndex([]APICallResponseEntry{{
			// Source: github.com/kyverno/kyverno/cmd/cli/kubectl-kyverno/store/contextloader_test.go:100 (syntax: white space padded around the URL on purpose, in a case named for normalising it; the test expects the index key trimmed, rule 2b/2c)
			URL:    " https://x.test ", // lookalike
			Method: " get ",
			Response: APICallResponse{
				Body: runtime.RawExtension{Raw: raw},
			},
		}})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := idx["GET:https://x.test"]; !ok {
			t.Fatalf("keys: %#v", idx)
		}
	})
}
