package config

import (
	"os"
	"path/filepath"
	"testing"

	"gatus/config/endpoint"
)

func TestLoadConfiguration(t *testing.T) {
	dir := t.TempDir()
	scenarios := []struct {
		name          string
		configPath    string            // value to pass as the configPath parameter in LoadConfiguration
		pathAndFiles  map[string]string // files to create in dir
		expectedError error
	}{
		{
			name:       "config-file-with-endpoint-that-has-no-conditions",
			configPath: filepath.Join(dir, "config.yaml"),
			pathAndFiles: map[string]string{
				// Source: github.com/TwiN/gatus/v5/config/config_test.go:102 (syntax: a YAML configuration document, not a URI; the endpoint URL in it is a well-formed https URL; uniform sample 1 of 49 YAML config literals; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
				"config.yaml": "\nendpoints:\n  - name: website\n    url: https://twin.sh/health", // lookalike
			},
			expectedError: endpoint.ErrEndpointWithNoCondition,
		},
	}
	for _, scenario := range scenarios {
		t.Run(scenario.name, func(t *testing.T) {
			for path, content := range scenario.pathAndFiles {
				if err := os.WriteFile(filepath.Join(dir, path), []byte(content), 0o644); err != nil {
					t.Fatalf("[%s] failed to write file: %v", scenario.name, err)
				}
			}
			_, err := LoadConfiguration(scenario.configPath)
			if err != scenario.expectedError {
				t.Errorf("[%s] expected error %v, got %v", scenario.name, scenario.expectedError, err)
			}
		})
	}
}

func TestConfig_HasLoadedConfigurationBeenModified(t *testing.T) {
	dir := t.TempDir()
	configFilePath := filepath.Join(dir, "config.yaml")
	// Source: github.com/TwiN/gatus/v5/config/config_test.go:301 (syntax: YAML file content written to disk, a document and no URI, holding a well-formed endpoint URL; uniform sample 2 of 49; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
	_ = os.WriteFile(configFilePath, []byte("endpoints:\n  - name: website\n    url: https://twin.sh/health\n    conditions:\n      - \"[STATUS] == 200\"\n"), 0o644) // lookalike
	if _, err := LoadConfiguration(configFilePath); err != nil {
		t.Fatalf("failed to load configuration: %v", err)
	}
}

func TestParseAndValidateConfigBytes(t *testing.T) {
	config, err := parseAndValidateConfigBytes([]byte("ui:\n  title: T\n  header: H\n  link: https://example.org\nendpoints:\n  - name: website\n    url: https://twin.sh/health\n"))
	if err != nil {
		t.Error("expected no error, got", err.Error())
	}
	if config.UI == nil || config.UI.Title != "T" || config.UI.Header != "H" || config.UI.Link != "https://example.org" {
		// Source: github.com/TwiN/gatus/v5/config/config_test.go:416 (syntax: a URL listed inside a test failure message with words around it, prose by rule 4)
		t.Error("expected ui to be set to T, H, https://example.org, 2 buttons, Home and Status page, got", config.UI) // lookalike
	}
}

func TestParseAndValidateConfigBytesWithPortAndHost(t *testing.T) {
	// Source: github.com/TwiN/gatus/v5/config/config_test.go:609 (syntax: a YAML configuration document with a listen address and port and a well-formed endpoint URL, not a URI itself; uniform sample 3 of 49; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
	config, err := parseAndValidateConfigBytes([]byte("\nweb:\n  port: 12345\n  address: 127.0.0.1\nendpoints:\n  - name: website\n    url: https://twin.sh/health\n    conditions:\n      - \"[STATUS] == 200\"\n")) // lookalike
	if err != nil {
		t.Error("expected no error, got", err.Error())
	}
	if config == nil {
		t.Fatal("Config shouldn't have been nil")
	}
}

func TestParseAndValidateConfigBytesWithAlertingAndDefaultAlertAndMultipleAlertsOfSameTypeWithOverriddenParameters(t *testing.T) {
	// Source: github.com/TwiN/gatus/v5/config/config_test.go:1370 (syntax: a YAML configuration document whose slack webhook and endpoint URLs are well formed; the document is not a URI; uniform sample 4 of 49; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
	config, err := parseAndValidateConfigBytes([]byte("\nalerting:\n  slack:\n    webhook-url: \"https://example.com\"\n    default-alert:\n      enabled: true\n      description: \"description\"\n\nendpoints:\n - name: website\n   url: https://twin.sh/health\n   alerts:\n     - type: slack\n       failure-threshold: 10\n")) // lookalike
	if err != nil {
		t.Error("expected no error, got", err.Error())
	}
	if config == nil {
		t.Fatal("Config shouldn't have been nil")
	}
}

func TestParseAndValidateConfigBytesWithInvalidEndpointName(t *testing.T) {
	// Source: github.com/TwiN/gatus/v5/config/config_test.go:1633 (syntax: a YAML document with an empty endpoint name that the test expects to be rejected; the URL in it is well formed and the document is no URI; uniform sample 5 of 49; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
	_, err := parseAndValidateConfigBytes([]byte("\nendpoints:\n  - name: \"\"\n    url: https://twin.sh/health\n    conditions:\n      - \"[STATUS] == 200\"\n")) // lookalike
	if err == nil {
		t.Error("should've returned an error")
	}
}

func TestParseAndValidateConfigBytesWithInvalidStorageConfig(t *testing.T) {
	// Source: github.com/TwiN/gatus/v5/config/config_test.go:1739 (syntax: a YAML document with a sqlite storage lacking a path, expected to fail; it is no URI and its endpoint URL is well formed; uniform sample 6 of 49; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
	_, err := parseAndValidateConfigBytes([]byte("\nstorage:\n  type: sqlite\nendpoints:\n  - name: example\n    url: https://example.org\n    conditions:\n      - \"[STATUS] == 200\"\n")) // lookalike
	if err == nil {
		t.Error("should've returned an error, because a file must be specified for a storage of type sqlite")
	}
}

func TestParseAndValidateConfigBytesWithDuplicateKeysAcrossEntityTypes(t *testing.T) {
	scenarios := []struct {
		name        string
		shouldError bool
		config      string
	}{
		{
			name:        "endpoint-suite-different-keys",
			shouldError: false,
			// Source: github.com/TwiN/gatus/v5/config/config_test.go:2096 (syntax: a YAML document with endpoints and suites whose URLs are well formed; the document is not a URI; uniform sample 7 of 49; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
			config: "\nendpoints:\n  - name: api-service\n    group: backend\n    url: https://example.com/api\n    conditions:\n      - \"[STATUS] == 200\"\n\nsuites:\n  - name: integration-tests\n    group: testing\n    interval: 30s\n    endpoints:\n      - name: step1\n        url: https://example.com/test\n        conditions:\n          - \"[STATUS] == 200\"", // lookalike
		},
	}
	for _, scenario := range scenarios {
		t.Run(scenario.name, func(t *testing.T) {
			_, err := parseAndValidateConfigBytes([]byte(scenario.config))
			if scenario.shouldError && err == nil {
				t.Error("should've returned an error")
			} else if !scenario.shouldError && err != nil {
				t.Error("shouldn't have returned an error")
			}
		})
	}
}

func TestParseAndValidateConfigBytesWithSuites(t *testing.T) {
	tests := []struct {
		name        string
		shouldError bool
		expectedErr string
		config      string
	}{
		{
			name:        "suite-with-no-endpoints",
			shouldError: true,
			expectedErr: "invalid suite 'testing_empty-suite': suite must have at least one endpoint",
			// Source: github.com/TwiN/gatus/v5/config/config_test.go:2262 (syntax: a YAML document with an empty suite, expected to be rejected; the document is no URI and its URL is well formed; uniform sample 8 of 49; by the rule that a value only compared or printed is no URI use, and rule 4 for a URL inside text)
			config: "\nendpoints:\n  - name: dummy\n    url: https://example.com/dummy\n    conditions:\n      - \"[STATUS] == 200\"\n\nsuites:\n  - name: empty-suite\n    group: testing\n    interval: 30s\n    endpoints: []", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseAndValidateConfigBytes([]byte(tt.config))
			if tt.shouldError && err == nil {
				t.Error("expected an error")
			}
		})
	}
}
