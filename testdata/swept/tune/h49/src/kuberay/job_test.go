package kuberay

import (
	"encoding/json"
	"strconv"
	"testing"
)

func runtimeEnvJSON(yamlText string) string {
	// stand-in for the YAML to JSON conversion under test
	return yamlText
}

func TestGetRuntimeEnvJsonFromYAML(t *testing.T) {
	// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/common/job_test.go:50 (syntax: YAML text of a runtime env that holds a working_dir URL; the string is not a URI and the URL in it is well-formed)
	runtimeEnvYAML := "\nworking_dir: \"https://github.com/ray-project/serve_config_examples/archive/b393e77bbd6aba0881e3d94c05f968f05a387b96.zip\"\npip: [\"python-multipart==0.0.6\"]\n" // lookalike
	// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/common/job_test.go:56 (syntax: expected JSON text that holds a working_dir URL; the string is not a URI)
	expectedJSON := `{"working_dir":"https://github.com/ray-project/serve_config_examples/archive/b393e77bbd6aba0881e3d94c05f968f05a387b96.zip","pip":["python-multipart==0.0.6"]}` // lookalike
	var want, got map[string]interface{}
	if err := json.Unmarshal([]byte(expectedJSON), &want); err != nil {
		t.Fatal(err)
	}
	_ = json.Unmarshal([]byte(runtimeEnvJSON(runtimeEnvYAML)), &got)
}

func TestBuildJobSubmitCommandWithSidecarMode(t *testing.T) {
	expected := []string{
		"do", "echo",
		// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/common/job_test.go:124 (syntax: a URL inside a message shown to users, joined to the words around it; prose, rule 4)
		strconv.Quote("Waiting for Ray Dashboard GCS to become healthy at http://127.0.0.1:8265 ..."), // lookalike
		";", "sleep", "2", ";", "done", ";",
	}
	if len(expected) == 0 {
		t.Fatal("empty")
	}
}

func TestBuildJobSubmitCommandWithYAML(t *testing.T) {
	expected := []string{
		// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/common/job_test.go:166 (syntax: a quoted JSON argument of an expected command line that holds a working_dir URL; the string is not a URI)
		"--runtime-env-json", strconv.Quote(`{"working_dir":"https://github.com/ray-project/serve_config_examples/archive/b393e77bbd6aba0881e3d94c05f968f05a387b96.zip","pip":["python-multipart==0.0.6"]}`), // lookalike
	}
	if len(expected) != 2 {
		t.Fatal("bad expected")
	}
}
