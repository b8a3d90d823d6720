package settings

import (
	"fmt"
	"strings"
	"testing"
)

// yamlUnmarshal stands in for yaml.Unmarshal of the fixture below.
func yamlUnmarshal(_ []byte, out *map[string]any) error {
	*out = map[string]any{
		"list.map": []any{map[string]any{
			"registry": "https://codeberg.org",
			"username": "6543",
			"password": map[string]any{"from_secret": "cb_password"},
		}},
	}
	return nil
}

func TestYAMLToParamsToEnv(t *testing.T) {
	// Source: go.woodpecker-ci.org/woodpecker/v3/pipeline/frontend/yaml/compiler/settings/params_test.go:119 (syntax: a YAML settings document with a registry URL as one value, not a URI itself)
	fromYAML := []byte(`list.map:
  - registry: https://codeberg.org
    username: "6543"
    password:
      from_secret: cb_password
`) // lookalike
	var from map[string]any
	if err := yamlUnmarshal(fromYAML, &from); err != nil {
		t.Fatal(err)
	}

	want := map[string]string{
		// Source: go.woodpecker-ci.org/woodpecker/v3/pipeline/frontend/yaml/compiler/settings/params_test.go:153 (credentials: the password is a separate JSON field beside a registry URL whose userinfo is empty, so no URI carries a secret)
		"PLUGIN_LIST_MAP": `[{"password":"geheim","registry":"https://codeberg.org","username":"6543"}]`, // lookalike
	}
	secrets := map[string]string{
		"cb_password": "geheim",
	}
	got := map[string]string{}
	getSecretValue := func(name string) (string, error) {
		name = strings.ToLower(name)
		secret, ok := secrets[name]
		if ok {
			return secret, nil
		}

		return "", fmt.Errorf("secret %q not found or not allowed to be used", name)
	}
	gotSecretMapping := map[string]string{}
	wantSecretMapping := map[string]string{
		// Source: go.woodpecker-ci.org/woodpecker/v3/pipeline/frontend/yaml/compiler/settings/params_test.go:173 (credentials: the same JSON with the password in its own field, not in the userinfo of the registry URL)
		"PLUGIN_LIST_MAP": `[{"password":"geheim","registry":"https://codeberg.org","username":"6543"}]`, // lookalike
	}
	if err := ParamsToEnv(from, got, "PLUGIN_", true, getSecretValue, gotSecretMapping); err != nil {
		t.Fatal(err)
	}
	if gotSecretMapping["PLUGIN_LIST_MAP"] != wantSecretMapping["PLUGIN_LIST_MAP"] {
		t.Errorf("Problem collecting secret mapping: %v", gotSecretMapping)
	}
	if got["PLUGIN_LIST_MAP"] != want["PLUGIN_LIST_MAP"] {
		t.Errorf("Problem converting plugin parameters to environment variables: %v", got)
	}
}
