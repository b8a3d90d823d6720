package rekor

import (
	"strings"
	"testing"
)

func TestValidateRekorServerURL(t *testing.T) {
	tests := []struct {
		caseDesc      string
		rekorServer   string
		expectSuccess bool
	}{
		{
			caseDesc: "value not specified",
		},
		{
			caseDesc: "valid URL, invalid scheme",
			// Source: github.com/sigstore/rekor/cmd/rekor-cli/app/pflags_test.go:509 (sink: a row named "invalid scheme" that the flag validator must reject, a deliberate fixture.)
			rekorServer:   "ldap://localhost:3000", // lookalike
			expectSuccess: false,
		},
		{
			caseDesc: "invalid URL",
			// Source: github.com/sigstore/rekor/cmd/rekor-cli/app/pflags_test.go:514 (sink: a row named "invalid URL" that the flag validator must reject, a deliberate fixture.)
			rekorServer:   "hteeteepeeColonSlashSlashlocalhost:3000", // lookalike
			expectSuccess: false,
		},
		{
			caseDesc: "local path",
			// Source: github.com/sigstore/rekor/cmd/rekor-cli/app/pflags_test.go:519 (sink: a bare path in a row the flag validator must reject, a deliberate fixture.)
			rekorServer:   "/localhost", // lookalike
			expectSuccess: false,
		},
	}
	for _, tc := range tests {
		if err := validateURL(tc.rekorServer); (err == nil) != tc.expectSuccess {
			t.Errorf("unexpected result in '%v': %v", tc.caseDesc, err)
		}
	}
}

func TestValidateFileOrURL(t *testing.T) {
	tests := []struct {
		caseDesc  string
		value     string
		expectErr bool
		errSubstr string
	}{
		// Source: github.com/sigstore/rekor/cmd/rekor-cli/app/pflags_test.go:1000 (hostform: a row named "malformed http url" that must fail with the url error, a deliberate fixture.)
		{caseDesc: "malformed http url reports the url error", value: "http://", expectErr: true, errSubstr: "is not a valid url"}, // lookalike
	}
	for _, tc := range tests {
		err := validateFileOrURL(tc.value)
		if tc.expectErr {
			if err == nil {
				t.Errorf("%s: expected an error, got nil", tc.caseDesc)
				continue
			}
			if !strings.Contains(err.Error(), tc.errSubstr) {
				t.Errorf("%s: expected error containing %q, got %q", tc.caseDesc, tc.errSubstr, err.Error())
			}
		}
	}
}
