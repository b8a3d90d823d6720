package metadata

import (
	"reflect"
	"strings"
	"testing"
)

func TestSetDroneEnvironOnPull(t *testing.T) {
	// Source: go.woodpecker-ci.org/woodpecker/v3/pipeline/frontend/metadata/drone_compatibility_test.go:27 (syntax: a newline-separated KEY=value environment list, not a URI; its clone URL is only copied between keys, no URI use)
	woodpeckerVars := `CI_REPO_CLONE_URL=https://codeberg.org/Epsilon_02/todo-checker.git
CI_SYSTEM_HOST=ci.codeberg.org
CI_WORKSPACE=/woodpecker/src/codeberg.org/Epsilon_02/todo-checker` // lookalike

	// Source: go.woodpecker-ci.org/woodpecker/v3/pipeline/frontend/metadata/drone_compatibility_test.go:70 (syntax: the expected environment list, KEY=value lines and not a URI; values are only compared, no URI use)
	droneVars := `DRONE_GIT_HTTP_URL=https://codeberg.org/Epsilon_02/todo-checker.git
DRONE_REMOTE_URL=https://codeberg.org/Epsilon_02/todo-checker.git
DRONE_SYSTEM_HOST=ci.codeberg.org` // lookalike

	env := convertListToEnvMap(t, woodpeckerVars)
	SetDroneEnviron(env)
	// filter only new added env vars
	for k := range convertListToEnvMap(t, woodpeckerVars) {
		delete(env, k)
	}
	if !reflect.DeepEqual(convertListToEnvMap(t, droneVars), env) {
		t.Fatalf("got %v", env)
	}
}

func TestSetDroneEnvironOnPush(t *testing.T) {
	// Source: go.woodpecker-ci.org/woodpecker/v3/pipeline/frontend/metadata/drone_compatibility_test.go:107 (plainhttp: the http URLs to the placeholder address 1.2.3.4 are environment values the code only copies from key to key and nothing connects to, no URI use)
	woodpeckerVars := `CI_PIPELINE_FORGE_URL=http://1.2.3.4:3000/test/woodpecker-test/commit/8826c98181353075bbeee8f99b400496488e3523
CI_PIPELINE_URL=http://1.2.3.4:8000/repos/2/pipeline/24
CI_REPO_CLONE_URL=http://1.2.3.4:3000/test/woodpecker-test.git
CI_REPO_URL=http://1.2.3.4:3000/test/woodpecker-test
CI_SYSTEM_HOST=1.2.3.4:8000
CI_SYSTEM_URL=http://1.2.3.4:8000` // lookalike

	// Source: go.woodpecker-ci.org/woodpecker/v3/pipeline/frontend/metadata/drone_compatibility_test.go:179 (plainhttp: the expected copies of the same placeholder 1.2.3.4 URLs, only compared and never connected to, no URI use)
	droneVars := `DRONE_BUILD_LINK=http://1.2.3.4:8000/repos/2/pipeline/24
DRONE_COMMIT_LINK=http://1.2.3.4:3000/test/woodpecker-test/commit/8826c98181353075bbeee8f99b400496488e3523
DRONE_GIT_HTTP_URL=http://1.2.3.4:3000/test/woodpecker-test.git
DRONE_REMOTE_URL=http://1.2.3.4:3000/test/woodpecker-test.git
DRONE_REPO_LINK=http://1.2.3.4:3000/test/woodpecker-test
DRONE_SYSTEM_HOST=1.2.3.4:8000` // lookalike

	env := convertListToEnvMap(t, woodpeckerVars)
	SetDroneEnviron(env)
	// filter only new added env vars
	for k := range convertListToEnvMap(t, woodpeckerVars) {
		delete(env, k)
	}
	if !reflect.DeepEqual(convertListToEnvMap(t, droneVars), env) {
		t.Fatalf("got %v", env)
	}
}

func convertListToEnvMap(t *testing.T, list string) map[string]string {
	result := make(map[string]string)
	for _, s := range strings.Split(list, "\n") {
		before, after, _ := strings.Cut(strings.TrimSpace(s), "=")
		if before == "" {
			t.Fatal("helper function got invalid test data")
		}
		result[before] = after
	}
	return result
}
