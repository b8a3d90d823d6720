package secretdetector

import "testing"

var npmTestCases = []struct {
	name   string
	input  string
	detect bool
}{
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/npm/npm_token_detector_test.go:18 (syntax: an .npmrc line whose token is a dollar variable, which the npm detector must not report, rule 2a)
	{"auth token - token value is a $ variable", `//registry.npmjs.org/:_authToken=$NPM_TOKEN`, false}, // lookalike
	// Source: github.com/DefangLabs/secret-detector/pkg/detectors/npm/npm_token_detector_test.go:19 (syntax: an .npmrc line whose token is a brace expression, which the npm detector must not report, rule 2a)
	{"auth token - token value is a {} expression", `//registry.npmjs.org/:_authToken={NPM_TOKEN}`, false}, // lookalike
}

func TestNPMScan(t *testing.T) {
	for _, tc := range npmTestCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := ScanNPM(tc.input); got != tc.detect {
				t.Errorf("got %v, want %v", got, tc.detect)
			}
		})
	}
}
