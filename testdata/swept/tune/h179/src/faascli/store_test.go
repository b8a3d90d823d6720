package faascli

import (
	"encoding/json"
	"testing"
)

func getInputStoreFunctions(t *testing.T) []StoreFunction {
	// Source: github.com/openfaas/faas-cli/commands/store_test.go:33 (syntax: a JSON store listing the test decodes, whose repo_url fields are well-formed https URLs, fine under rule 1; the literal is JSON, not a URI)
	inputJSONBytes := []byte("[{\n        \"title\": \"NodeInfo\",\n        \"name\": \"nodeinfo\",\n        \"images\": {\"arm64\": \"functions/nodeinfo:arm64\", \"x86_64\": \"functions/nodeinfo:latest\"},\n        \"repo_url\": \"https://github.com/openfaas/faas/tree/master/sample-functions/NodeInfo\"\n    },\n    {\n        \"title\": \"Figlet\",\n        \"name\": \"figlet\",\n        \"images\": {\"armhf\": \"functions/figlet:latest-armhf\", \"x86_64\": \"functions/figlet:0.9.6\"},\n        \"repo_url\": \"https://github.com/openfaas/faas/tree/master/sample-functions/figlet\"\n\t}]") // lookalike

	var inputFunctions []StoreFunction
	if err := json.Unmarshal(inputJSONBytes, &inputFunctions); err != nil {
		t.Errorf("error: %s", err.Error())
	}
	return inputFunctions
}

func checkFiltered(t *testing.T, outputJSONBytes []byte, platform string) {
	t.Helper()
	var expected []StoreFunction
	if err := json.Unmarshal(outputJSONBytes, &expected); err != nil {
		t.Errorf("error: %s", err.Error())
	}
	got := filterStoreList(getInputStoreFunctions(t), platform)
	if len(got) != len(expected) {
		t.Errorf("want %d functions for %s, got %d", len(expected), platform, len(got))
	}
}

func Test_filterStoreList_x86_64(t *testing.T) {
	// Source: github.com/openfaas/faas-cli/commands/store_test.go:79 (syntax: the expected JSON store listing with well-formed https repo_url fields, fine under rule 1; JSON, not a URI)
	outputJSONBytes := []byte("[{\n        \"title\": \"NodeInfo\",\n        \"name\": \"nodeinfo\",\n        \"images\": {\"x86_64\": \"functions/nodeinfo:latest\"},\n        \"repo_url\": \"https://github.com/openfaas/faas/tree/master/sample-functions/NodeInfo\"\n    }, {\n        \"title\": \"Figlet\",\n        \"name\": \"figlet\",\n        \"images\": {\"x86_64\": \"functions/figlet:0.9.6\"},\n        \"repo_url\": \"https://github.com/openfaas/faas/tree/master/sample-functions/figlet\"\n\t}]") // lookalike
	checkFiltered(t, outputJSONBytes, "x86_64")
}

func Test_filterStoreList_armhf(t *testing.T) {
	// Source: github.com/openfaas/faas-cli/commands/store_test.go:116 (syntax: the expected JSON store listing with a well-formed https repo_url, fine under rule 1; JSON, not a URI)
	outputJSONBytes := []byte("[{\n        \"title\": \"Figlet\",\n        \"name\": \"figlet\",\n        \"images\": {\"armhf\": \"functions/figlet:latest-armhf\"},\n        \"repo_url\": \"https://github.com/openfaas/faas/tree/master/sample-functions/figlet\"\n\t}]") // lookalike
	checkFiltered(t, outputJSONBytes, "armhf")
}

func Test_filterStoreList_arm64(t *testing.T) {
	// Source: github.com/openfaas/faas-cli/commands/store_test.go:153 (syntax: the expected JSON store listing with a well-formed https repo_url, fine under rule 1; JSON, not a URI)
	outputJSONBytes := []byte("[{\n        \"title\": \"NodeInfo\",\n        \"name\": \"nodeinfo\",\n        \"images\": {\"arm64\": \"functions/nodeinfo:arm64\"},\n        \"repo_url\": \"https://github.com/openfaas/faas/tree/master/sample-functions/NodeInfo\"\n    }]") // lookalike
	checkFiltered(t, outputJSONBytes, "arm64")
}
