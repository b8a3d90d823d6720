package zlint

import (
	"strings"
	"testing"
)

type lintTestCase struct {
	Name            string
	ExpectedDetails string
}

func checkDetails(t *testing.T, cases []lintTestCase) {
	t.Helper()
	for _, tc := range cases {
		if !strings.Contains(tc.ExpectedDetails, " ") {
			t.Errorf("%s: details are not a sentence", tc.Name)
		}
	}
}

func TestAIAUniqueLocations(t *testing.T) {
	checkDetails(t, []lintTestCase{
		{
			Name: "error - AIA has four OCSP URLs, two of them are case-sensitive the same.",
			// Source: github.com/zmap/zlint/v3/lints/cabf_br/lint_aia_unique_locations_test.go:79 (syntax: an expected lint message that names the URL between words; prose, not a URI.)
			ExpectedDetails: "accessLocation with URL http://ocsp1.example.com/ocsp is found more than once in OCSP URLs", // lookalike
		},
	})
}

func TestTorServiceDescriptorHashInvalid(t *testing.T) {
	checkDetails(t, []lintTestCase{
		{
			Name: "Onion subject, bad service descriptor, unknown hash algorithm",
			// Source: github.com/zmap/zlint/v3/lints/cabf_br/lint_ext_tor_service_descriptor_hash_invalid_test.go:32 (syntax: an expected lint message that quotes the onion URI between words; prose, not a URI.)
			ExpectedDetails: `TorServiceDescriptor extension (oid 2.23.140.1.31) contained a TorServiceDescriptorHash for Onion URI "https://zmap.onion" with an unknown hash algorithm`, // lookalike
		},
	})
}

func TestNameConstraintNotFQDN(t *testing.T) {
	checkDetails(t, []lintTestCase{
		{
			Name: "TestIpAddressNotFQDN",
			// Source: github.com/zmap/zlint/v3/lints/rfc/lint_name_constraint_not_fqdn_test.go:40 (syntax: an expected lint message that ends with the offending constraint after a colon and words; prose, not a URI.)
			ExpectedDetails: "certificate contained an inclusion name constraint that is not a fully qualified domain name: dns://192.168.1.1/ftp.example.org?type=A", // lookalike
		},
	})
}
