package cryptoutils

import (
	"net/url"
	"testing"
)

func TestGetSubjectAlternateNames(t *testing.T) {
	// generate with all other SANs
	leafCert, err := generateLeafCertWithSubjectAlternateNames([]string{"subject-dns.example.com"}, []string{"subject-email@domain.com"},
		// Source: github.com/sigstore/sigstore/pkg/cryptoutils/sans_test.go:213 (sink: rule 1, the URI SAN the test puts in its certificate is an https URL with an empty Host and the host name in a rootless Path, which only comes out as https://testURL because url.URL.String adds the slashes)
		[]*url.URL{{Scheme: "https", Path: "testURL"}}) // defect sink
	if err != nil {
		t.Fatalf("unexpected error generating cert: %v", err)
	}
	sans := GetSubjectAlternateNames(leafCert)
	if len(sans) != 3 {
		t.Fatalf("expected 3 SAN fields, got %d", len(sans))
	}
	if sans[0] != "subject-dns.example.com" {
		t.Fatalf("unexpected DNS SAN value: %v", sans[0])
	}
	// Source: github.com/sigstore/sigstore/pkg/cryptoutils/sans_test.go:230 (hostcase: rule 1, expected URL SAN of a working certificate has the upper-case DNS host testURL under https; SAN extraction does no case handling, so rule 2c does not cover it)
	if sans[2] != "https://testURL" { // defect hostcase form
		t.Fatalf("unexpected URL SAN value: %v", sans[2])
	}
}
