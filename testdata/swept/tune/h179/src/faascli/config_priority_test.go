package faascli

import "testing"

// Test_getGatewayURL tests for priority of URL for gateway over several sources
func Test_getGatewayURL(t *testing.T) {
	defaultValue := "http://127.0.0.1:8080"
	testCases := []struct {
		name           string
		defaultURL     string
		yamlURL        string
		argumentURL    string
		environmentURL string
		expectedURL    string
	}{
		{
			name:       "Only YAML provided",
			defaultURL: defaultValue,
			// Source: github.com/openfaas/faas-cli/commands/config_priority_test.go:32 (plainhttp: plain http to the single-label test host remote1, which is no public Internet host, in gateway config the test feeds getGatewayURL (rule 1); uniform sample 1 of 7 from 14 single-label gateway URLs)
			yamlURL:     "http://remote1:8080", // lookalike
			expectedURL: "http://remote1:8080",
		},
		{
			name:       "Only argument override",
			defaultURL: defaultValue,
			// Source: github.com/openfaas/faas-cli/commands/config_priority_test.go:40 (plainhttp: plain http to the single-label host remote2, no public Internet host, in the test's argument config (rule 1); uniform sample 2 of 7 from 14)
			argumentURL: "http://remote2:8080", // lookalike
			expectedURL: "http://remote2:8080",
		},
		{
			name:       "Prioritize argument over YAML when argument is not default",
			defaultURL: defaultValue,
			// Source: github.com/openfaas/faas-cli/commands/config_priority_test.go:46 (plainhttp: plain http to the single-label host remote-yml, no public Internet host, in the test's YAML config (rule 1); uniform sample 3 of 7 from 14)
			yamlURL:     "http://remote-yml:8080", // lookalike
			argumentURL: "http://remote-arg:8080",
			// Source: github.com/openfaas/faas-cli/commands/config_priority_test.go:48 (plainhttp: expected gateway with a single-label host, no public Internet host (rule 1); uniform sample 4 of 7 from 14)
			expectedURL: "http://remote-arg:8080", // lookalike
		},
		{
			name:        "When argument is default use YAML",
			defaultURL:  defaultValue,
			yamlURL:     "http://remote-yml:8080",
			argumentURL: defaultValue,
			// Source: github.com/openfaas/faas-cli/commands/config_priority_test.go:55 (plainhttp: expected gateway with the single-label host remote-yml, no public Internet host (rule 1); uniform sample 5 of 7 from 14)
			expectedURL: "http://remote-yml:8080", // lookalike
		},
		{
			name:           "YAML provided (with defaults) and env-var override",
			defaultURL:     defaultValue,
			yamlURL:        defaultValue,
			environmentURL: "http://remote2:8080",
			// Source: github.com/openfaas/faas-cli/commands/config_priority_test.go:63 (plainhttp: expected gateway with the single-label host remote2, no public Internet host (rule 1); uniform sample 6 of 7 from 14)
			expectedURL: "http://remote2:8080", // lookalike
		},
		{
			name:           "ARG provided with env-var override",
			defaultURL:     defaultValue,
			yamlURL:        defaultValue,
			environmentURL: "http://remote2:8080",
			// Source: github.com/openfaas/faas-cli/commands/config_priority_test.go:70 (plainhttp: plain http to the single-label host remote1 as the argument gateway, no public Internet host (rule 1); uniform sample 7 of 7 from 14)
			argumentURL: "http://remote1:8080", // lookalike
			expectedURL: "http://remote1:8080",
		},
	}

	for _, testCase := range testCases {
		url := getGatewayURL(testCase.argumentURL, testCase.defaultURL, testCase.yamlURL, testCase.environmentURL)
		if url != testCase.expectedURL {
			t.Errorf("gatewayURL %s\nwant: %s, got: %s", testCase.name, testCase.expectedURL, url)
		}
	}
}
