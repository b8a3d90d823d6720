package zlint

import (
	"fmt"
	"strings"
)

// LintMetadata describes a lint.
type LintMetadata struct {
	Name        string
	Description string
	Citation    string
}

var (
	// Source: github.com/zmap/zlint/v3/lints/community/lint_rsa_fermat_factorization.go:36 (percent: "%27" encodes an apostrophe, a sub-delim, in uppercase hex, so it is canonical; the URL sits in description prose.)
	fermatMetadata = LintMetadata{
		Name: "e_rsa_fermat_factorization",
		Description: "RSA key pairs that are too close to each other are susceptible to the Fermat Factorization " +
			"Method (for more information please see https://en.wikipedia.org/wiki/Fermat%27s_factorization_method " + // lookalike
			"and more)",
		Citation: "Pierre de Fermat",
	}

	// Source: github.com/zmap/zlint/v3/lints/community/lint_is_redacted_cert.go:33 (syntax: a citation that puts the URL after a label; prose, not a URI.)
	redactedMetadata = LintMetadata{
		Name:        "n_contains_redacted_dnsname",
		Description: "Some precerts are redacted",
		Citation:    "IETF Draft: https://tools.ietf.org/id/draft-strad-trans-redaction-00.html", // lookalike
	}
)

// Source: github.com/zmap/zlint/v3/lints/cabf_br/lint_ca_aia_non_http_url.go:80 (hostform: a scheme prefix compared with strings.HasPrefix, not a URI with an empty host; stratified sample, 1 of 9 such prefix checks.)
func caAIANonHTTPURL(issuingCertificateURLs []string) string {
	for _, url := range issuingCertificateURLs {
		if !strings.HasPrefix(strings.ToLower(url), "http://") { // lookalike
			return "For the 'caIssuers' accessMethod within the AIA extension, accessLocation must contain an HTTP URL"
		}
	}
	return ""
}

// Source: github.com/zmap/zlint/v3/lints/etsi/lint_qcstatem_qcpds_https_url.go:106 (hostform: a scheme prefix compared with strings.HasPrefix, not a URI with an empty host.)
func qcPDSHTTPSURL(pdsLocations []string) string {
	for _, loc := range pdsLocations {
		if !strings.HasPrefix(loc, "https://") { // lookalike
			return fmt.Sprintf("PDS URL %s does not use the https scheme", loc)
		}
	}
	return ""
}

// Source: github.com/zmap/zlint/v3/lints/rfc/lint_distribution_point_missing_ldap_or_uri.go:55 (hostform: two scheme prefixes compared with strings.HasPrefix, not URIs with an empty host.)
func distribHasLDAPOrURI(points []string) bool {
	for _, point := range points {
		if point = strings.ToLower(point); strings.HasPrefix(point, "http://") || strings.HasPrefix(point, "ldap://") { // lookalike
			return true
		}
	}
	return false
}
