package okteto

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// TestTranslateHealthcheckCurlToHttp mirrors pkg/model/stack_serializer_test.go.
func TestTranslateHealthcheckCurlToHttp(t *testing.T) {
	for _, tc := range []struct {
		name         string
		test         []string
		expectedHTTP HTTPHealtcheck
	}{
		{
			name: "RegularCurlWithZeros",
			// Source: github.com/okteto/okteto/pkg/model/stack_serializer_test.go:43 (plainhttp: a curl healthcheck command to 0.0.0.0, no public host, input to the translator that parses the URL out of it; uniform sample 3 of 5, by the plainhttp check and rule 2c)
			test:         []string{"curl http://0.0.0.0:4572"}, // lookalike
			expectedHTTP: HTTPHealtcheck{Path: "/", Port: 4572},
		},
		{
			name: "RegularCurlWithLocalhost",
			// Source: github.com/okteto/okteto/pkg/model/stack_serializer_test.go:49 (plainhttp: a curl command to localhost, no public host, input to the healthcheck translator, by the plainhttp check and rule 2c)
			test:         []string{"curl http://localhost:4572"}, // lookalike
			expectedHTTP: HTTPHealtcheck{Path: "/", Port: 4572},
		},
		{
			name: "Readiness",
			// Source: github.com/okteto/okteto/pkg/model/stack_serializer_test.go:79 (syntax: a shell command with a URL after the curl word, input to the translator that splits it on spaces and parses the URL, rule 2c)
			test:         []string{"curl https://0.0.0.0:8080/readiness"}, // lookalike
			expectedHTTP: HTTPHealtcheck{Path: "/readiness", Port: 8080},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			check := HealthCheck{Test: tc.test}
			translateHealtcheckCurlToHTTP(&check)
			if check.HTTP == nil || !reflect.DeepEqual(*check.HTTP, tc.expectedHTTP) {
				t.Fatalf("expected %v but got %v", tc.expectedHTTP, check.HTTP)
			}
		})
	}
}

// Dependency mirrors deps.Dependency.
type Dependency struct {
	Repository string
	Branch     string
}

// unmarshalDependency stands in for the yaml unmarshalling of a dependency: a single line is the repository.
func unmarshalDependency(data []byte) *Dependency {
	d := &Dependency{}
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "repository: "):
			d.Repository = strings.TrimPrefix(line, "repository: ")
		case strings.HasPrefix(line, "branch: "):
			d.Branch = strings.TrimPrefix(line, "branch: ")
		case !strings.Contains(line, ": "):
			d.Repository = line
		}
	}
	return d
}

// TestDependencyUnmashalling mirrors pkg/model/serializer_test.go.
func TestDependencyUnmashalling(t *testing.T) {
	tests := []struct {
		expected *Dependency
		name     string
		data     []byte
	}{
		{
			name: "single line",
			// Source: github.com/okteto/okteto/pkg/model/serializer_test.go:2507 (hostform: a manifest dependency repository with the single-label host github, a valid URL; uniform sample 3 of 12, by rule 1, a working value that meets the non-test demands)
			data: []byte(`https://github/test`), // lookalike
			expected: &Dependency{
				// Source: github.com/okteto/okteto/pkg/model/serializer_test.go:2509 (hostform: the expected repository of the unmarshalled dependency, single-label host, a valid URL, by rule 1, a working value that meets the non-test demands)
				Repository: "https://github/test", // lookalike
			},
		},
		{
			name: "repository and branch",
			// Source: github.com/okteto/okteto/pkg/model/serializer_test.go:2514 (syntax: a YAML document holding a repository URL among keys, the whole literal is no URI, by rule 4)
			data: []byte("repository: https://github/test\nbranch: main"), // lookalike
			expected: &Dependency{
				Repository: "https://github/test",
				Branch:     "main",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := unmarshalDependency(tt.data); !reflect.DeepEqual(got, tt.expected) {
				t.Errorf("want %+v, got %+v", tt.expected, got)
			}
		})
	}
}

// validateOktetoManifest stands in for the JSON-schema validation of pkg/schema.
func validateOktetoManifest(content string) error {
	if strings.Contains(content, "invalid:") {
		return errors.New("additional property invalid is not allowed")
	}
	return nil
}

// TestManifestDocuments gathers manifests and config files that tests of okteto embed whole.
func TestManifestDocuments(t *testing.T) {
	docs := []string{
		// Source: github.com/okteto/okteto/cmd/deploy/command_configuration_test.go:33 (syntax: a YAML manifest with an icon URL among keys, the whole literal is no URI; uniform sample 7 of 45 embedded YAML and config documents, by rule 4)
		"icon: https://apps.okteto.com/movies/icon.png\ndeploy:\n    - okteto build -t okteto.dev/api:${OKTETO_GIT_COMMIT} api\n    - helm upgrade --install movies chart --set tag=${OKTETO_GIT_COMMIT}\ndevs:\n    - api/okteto.yml", // lookalike
		// Source: github.com/okteto/okteto/integration/build/build_test.go:83 (syntax: an nginx config whose proxy_pass URL is filled by the $FLASK_SERVER_ADDR variable at run time, the literal is a config file and no URI, by rule 4)
		"server {\n  listen 80;\n  location / {\n    proxy_pass http://$FLASK_SERVER_ADDR;\n  }\n}", // lookalike
		// Source: github.com/okteto/okteto/integration/okteto/dependencies_test.go:32 (syntax: a YAML manifest with a dependency repository URL among keys, no URI as a whole, by rule 4)
		"\ndeploy:\n  - echo \"dependency variable ${OKTETO_DEPENDENCY_E2E_VARIABLE_TEST_VARIABLE}\"\ndependencies:\n  e2e:\n    repository: https://github.com/okteto/e2e-dependency\n    branch: main\n    wait: true\n", // lookalike
		// Source: github.com/okteto/okteto/pkg/deployable/proxy_test.go:137 (syntax: a JSON External resource with an endpoint url field, the whole literal is a JSON document, by rule 4)
		"{\n\t\t\"apiVersion\": \"dev.okteto.com/v1\",\n\t\t\"kind\": \"External\",\n\t\t\"spec\": {\n\t\t\t\"endpoints\": [{\"name\": \"endpoint1\", \"url\": \"https://example.com\"}]\n\t\t}\n\t}", // lookalike
		// Source: github.com/okteto/okteto/pkg/schema/external_test.go:37 (syntax: a YAML external section whose endpoint URLs sit among keys, the whole literal is no URI, by rule 4)
		"\nexternal:\n  db:\n    notes: docs/database.md\n    icon: database\n    endpoints:\n    - name: db\n      url: https://localhost:3306\n  functions:\n    endpoints:\n    - name: data-aggregator\n      url: https://fake-id.lambda-url.us-east-1.on.aws.aggregator", // lookalike
		// Source: github.com/okteto/okteto/pkg/schema/schema_test.go:95 (syntax: a full sample manifest with an icon URL and ${...} variables, a YAML document and no URI, by rule 4)
		"\nicon: https://apps.okteto.com/movies/icon.png\n\nbuild:\n  frontend:\n    context: frontend\n\ndeploy:\n  - name: Deploy Frontend\n    command: helm upgrade --install frontend frontend/chart --set image=${OKTETO_BUILD_FRONTEND_IMAGE}\n", // lookalike
		// Source: github.com/okteto/okteto/pkg/model/stack_test.go:494 (syntax: a compose file whose build context is a git URL, a YAML document and no URI, by rule 4)
		"services:\n  test:\n    build:\n      context: https://github.com/okteto/okteto.git\n", // lookalike
	}
	for _, d := range docs {
		if err := validateOktetoManifest(d); err != nil {
			t.Fatal(err)
		}
	}
}
