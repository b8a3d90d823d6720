package docker

import "testing"

func TestValidateMirror(t *testing.T) {
	tests := []struct {
		input       string
		expectedErr string
	}{
		// Source: github.com/docker/docker/registry/config_test.go:90 (syntax: expected error text of a validator test; the URI inside it is prose (rule 4) and the row expects an error (rule 2a); uniform sample of 40 of 194 look-alikes)
		{input: "ftp://mirror-1.example.com", expectedErr: `invalid mirror: unsupported scheme "ftp" in "ftp://mirror-1.example.com": must use either 'https://' or 'http://'`}, // lookalike
		// Source: github.com/docker/docker/registry/config_test.go:94 (syntax: expected error text of a validator test; the URI inside it is prose (rule 4) and the row expects an error (rule 2a); uniform sample of 40 of 194 look-alikes)
		{input: "http://mirror-1.example.com/?q=foo", expectedErr: `invalid mirror: query or fragment at end of the URI "http://mirror-1.example.com/?q=foo"`}, // lookalike
		// Source: github.com/docker/docker/registry/config_test.go:106 (syntax: expected error text of a validator test; the URI inside it is prose (rule 4) and the row expects an error (rule 2a); uniform sample of 40 of 194 look-alikes)
		{input: "http://mirror-1.example.com?q=foo", expectedErr: `invalid mirror: query or fragment at end of the URI "http://mirror-1.example.com?q=foo"`}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.input, func(t *testing.T) {
			if _, err := ValidateMirror(tc.input); err == nil {
				t.Errorf("expected error %q", tc.expectedErr)
			}
		})
	}
}
