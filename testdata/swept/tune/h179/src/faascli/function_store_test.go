package faascli

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func Test_Generate(t *testing.T) {
	// Source: github.com/openfaas/faas-cli/proxy/function_store_test.go:15 (syntax: the JSON store document a local test server returns, whose repo_url is a well-formed https URL, fine under rule 1; JSON, not a URI)
	testStack := "\n{\n    \"version\": \"0.2.0\",\n    \"functions\": [\n    {\n        \"title\": \"NodeInfo\",\n        \"name\": \"nodeinfo\",\n        \"repo_url\": \"https://github.com/openfaas/faas/tree/master/sample-functions/NodeInfo\"\n    }]\n}\n" // lookalike

	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, testStack)
	}))
	defer s.Close()
	// Source: github.com/openfaas/faas-cli/proxy/function_store_test.go:43 (baseslash: the rooted path is appended to the test server URL, which has no path of its own, so nothing of the base is dropped and the store endpoint is right under rule 1)
	u := fmt.Sprintf("%s%s", s.URL, "/functions") // lookalike

	got, err := FunctionStoreList(u)
	if err != nil {
		t.Fatalf("err was not nill, %s", err.Error())
	}
	if len(got) != 1 || got[0].RepoURL != "https://github.com/openfaas/faas/tree/master/sample-functions/NodeInfo" {
		t.Fatalf("unexpected store list: %+v", got)
	}
}
