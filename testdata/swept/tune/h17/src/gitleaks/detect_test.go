package gitleaks

import (
	"reflect"
	"testing"
)

func TestDetect(t *testing.T) {
	tests := map[string]struct {
		fragment         Fragment
		expectedFindings []Finding
	}{
		"detect finding - sidekiq url": {
			fragment: Fragment{
				// Source: github.com/gitleaks/gitleaks/detect/detect_test.go:265 (credentials: input of the secret detector, whose Secret the test compares with the password it gets out, rule 2c)
				Raw:      `url = "http://cafeb4b3:d3adb33f@enterprise.contribsys.com:80/path?param1=true&param2=false#heading1"`, // lookalike
				FilePath: "tmp.sh",
			},
			expectedFindings: []Finding{
				{
					RuleID: "sidekiq-sensitive-url",
					File:   "tmp.sh",
					// Source: github.com/gitleaks/gitleaks/detect/detect_test.go:273 (credentials: the scanned line the detector is expected to report, compared with what it gets out, rule 2c)
					Line: `url = "http://cafeb4b3:d3adb33f@enterprise.contribsys.com:80/path?param1=true&param2=false#heading1"`, // lookalike
					// Source: github.com/gitleaks/gitleaks/detect/detect_test.go:274 (credentials: the match the detector is expected to give back, with the secret it extracts beside it, rule 2c)
					Match:  "http://cafeb4b3:d3adb33f@enterprise.contribsys.com:", // lookalike
					Secret: "cafeb4b3:d3adb33f",
				},
			},
		},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			got := DetectFragment(tt.fragment)
			if !reflect.DeepEqual(got, tt.expectedFindings) {
				t.Errorf("got %+v, want %+v", got, tt.expectedFindings)
			}
		})
	}
}

func TestCreateScmLink(t *testing.T) {
	tests := map[string]struct {
		remote  *RemoteInfo
		finding Finding
		want    string
	}{
		"github - single line": {
			remote: &RemoteInfo{
				Url: "https://github.com/gitleaks/test",
			},
			finding: Finding{
				Commit:    "20553ad96a4a080c94a54d677db97eed8ce2560d",
				File:      "metrics/% of sales/.env",
				StartLine: 25,
				EndLine:   25,
			},
			// Source: github.com/gitleaks/gitleaks/detect/utils_test.go:40 (percent: "%25%20" encodes "% " of the file name with uppercase hex, the canonical form)
			want: "https://github.com/gitleaks/test/blob/20553ad96a4a080c94a54d677db97eed8ce2560d/metrics/%25%20of%20sales/.env#L25", // lookalike
		},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			if got := createScmLink(tt.remote, tt.finding); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
