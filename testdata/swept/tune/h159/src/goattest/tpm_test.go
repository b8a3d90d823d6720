package goattest

import (
	"crypto/rsa"
	"math/big"
	"testing"
)

var testIntelRSAKey = &rsa.PublicKey{N: big.NewInt(12345), E: 65537}

func TestIntelEKURL(t *testing.T) {
	// Source: github.com/google/go-attestation/attest/tpm_test.go:70 (percent: the expected output of the URL builder escapes the reserved '=' as %3D in uppercase hex, which is canonical.)
	want := "https://ekop.intel.com/ekcertservice/WVEG2rRwkQ7m3RpXlUphgo6Y2HLxl18h6ZZkkOAdnBE%3D" // lookalike
	got := intelEKURL(testIntelRSAKey)
	if got != want {
		t.Fatalf("intelEKURL(), got=%q, want=%q", got, want)
	}
}

func TestEKCertURL(t *testing.T) {
	tests := []struct {
		name         string
		manufacturer string
		pub          *rsa.PublicKey
		want         string
	}{
		{
			name:         "Intel",
			manufacturer: manufacturerIntel,
			pub:          testIntelRSAKey,
			// Source: github.com/google/go-attestation/attest/tpm_test.go:96 (percent: the table's expected URL escapes the reserved '=' as %3D in uppercase hex, which is canonical.)
			want: "https://ekop.intel.com/ekcertservice/WVEG2rRwkQ7m3RpXlUphgo6Y2HLxl18h6ZZkkOAdnBE%3D", // lookalike
		},
		{
			name:         "None",
			manufacturer: "None",
			pub:          testIntelRSAKey,
			want:         "",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := ekCertURL(tc.pub, tc.manufacturer); got != tc.want {
				t.Errorf("ekCertURL() = %q, want %q", got, tc.want)
			}
		})
	}
}
