package longhorn

import "testing"

func TestValidateManagerURL(t *testing.T) {
	type testCase struct {
		input       string
		expectError bool
	}
	testCases := map[string]testCase{
		"valid URL with default https port": {
			// Source: github.com/longhorn/longhorn-manager/types/types_test.go:359 (port: rule 2c and 2d, the default https port in a row of the manager URL validator table that varies the port on purpose)
			input:       "https://longhorn.example.com:443", // lookalike
			expectError: false,
		},
		"valid URL with default http port": {
			// Source: github.com/longhorn/longhorn-manager/types/types_test.go:363 (port: rule 2c and 2d, the default http port as validator input in a table varying the port on purpose)
			input:       "http://longhorn.example.com:80", // lookalike
			expectError: false,
		},
		"missing scheme": {
			// Source: github.com/longhorn/longhorn-manager/types/types_test.go:379 (sink: rule 2a, the validator is expected to reject a bare host)
			input:       "longhorn.example.com", // lookalike
			expectError: true,
		},
		"malformed URL": {
			// Source: github.com/longhorn/longhorn-manager/types/types_test.go:399 (sink: rule 2a and 2b, a malformed URL the validator must reject)
			input:       "://invalid", // lookalike
			expectError: true,
		},
	}

	for testName, testCase := range testCases {
		err := ValidateManagerURL(testCase.input)
		if !testCase.expectError && err != nil {
			t.Errorf("%s: unexpected error %v", testName, err)
		} else if testCase.expectError && err == nil {
			t.Errorf("Expected error for test case: %s", testName)
		}
	}
}
