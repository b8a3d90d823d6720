package kuberay

import (
	"fmt"
	"testing"
)

func serveConfigV2Template(serveAppName string) string {
	// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/rayservice_controller_test.go:42 (syntax: YAML serve config text holding a working_dir URL; the format string is not a URI)
	return fmt.Sprintf("applications:\n- name: %s\n  import_path: fruit.deployment_graph\n  route_prefix: /fruit\n  runtime_env:\n    working_dir: \"https://github.com/ray-project/test_dag/archive/41d09119cbdf8450599f993f51318e9e27c59098.zip\"\n", serveAppName) // lookalike
}

func TestServeConfig(t *testing.T) {
	if serveConfigV2Template("app") == "" {
		t.Fatal("empty")
	}
}
