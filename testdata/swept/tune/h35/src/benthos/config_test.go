package benthos

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

var envVarRegex = regexp.MustCompile(`\$\{([0-9A-Za-z_.]+)(:((\$\{[^}]+\})|[^}]*))?\}`)

func replaceEnvVariables(in string) string {
	return envVarRegex.ReplaceAllStringFunc(in, func(m string) string {
		name, def, _ := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(m, "${"), "}"), ":")
		if v, ok := os.LookupEnv(name); ok {
			return v
		}
		return def
	})
}

// Source: github.com/redpanda-data/benthos/v4/internal/config/env_vars_test.go:36 (syntax: URL embedded in text in an env-var interpolation table (rule 4, 2d); uniform sample 26 of 128.)
func TestEnvSwapping(t *testing.T) {
	tests := map[string]struct{ result string }{
		"foo ${BENTHOS_TEST_FOO:http://bar.com?wat=nuh} baz": {result: "foo http://bar.com?wat=nuh baz"}, // lookalike
	}
	for in, test := range tests {
		if out := replaceEnvVariables(in); out != test.result {
			t.Errorf("Wrong result for %q: %q != %q", in, out, test.result)
		}
	}
}

func setYAMLPath(input, path, value string) string {
	return input + path + ": " + value + "\n"
}

// Source: github.com/redpanda-data/benthos/v4/internal/docs/format_yaml_path_test.go:98 (syntax: nats URL inside YAML text given to a YAML path formatter; uniform sample 26 of 128.)
func TestSetYAMLPath(t *testing.T) {
	tests := []struct {
		name  string
		input string
		path  string
		value string
	}{
		{
			name: "set input",
			input: "\n" +
				"output:\n" +
				"  nats:\n" +
				"    urls: [ nats://127.0.0.1:4222 ]\n" + // lookalike
				"    subject: benthos_messages\n",
			path:  "input",
			value: "generate",
		},
	}
	for _, test := range tests {
		if out := setYAMLPath(test.input, test.path, test.value); !strings.Contains(out, test.value) {
			t.Errorf("%s: value not set: %s", test.name, out)
		}
	}
}

// Source: github.com/redpanda-data/benthos/v4/public/service/stream_config_walker_test.go:84 (syntax: nats URL inside YAML text given to the config walker; uniform sample 26 of 128.)
func TestStreamConfigWalker(t *testing.T) {
	input := "\n" +
		"output:\n" +
		"  label: b\n" +
		"  nats:\n" +
		"    urls: [ nats://127.0.0.1:4222 ]\n" + // lookalike
		"    subject: benthos_messages\n"
	if !strings.Contains(input, "label: b") {
		t.Error("output label missing")
	}
}

// Source: github.com/redpanda-data/benthos/v4/internal/cli/test/processors_provider_test.go:180 (plainhttp: example.com documentation host in a test config whose http processors are mocked; uniform sample 26 of 128.)
func TestProcessorsProviderMocks(t *testing.T) {
	files := map[string]string{
		"config1.yaml": "\n" +
			"pipeline:\n" +
			"  processors:\n" +
			"    - http:\n" +
			"        url: http://example.com/foobar\n" + // lookalike
			"        verb: POST\n",
	}
	mocks := map[string]string{"/pipeline/processors/0": "bloblang: 'root = content().uppercase()'"}
	if len(files) != 1 || len(mocks) != 1 {
		t.Fatal("bad fixtures")
	}
}
