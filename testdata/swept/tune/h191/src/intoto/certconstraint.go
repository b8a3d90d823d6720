package intoto

import (
	"crypto/x509"
	"fmt"
	"net/url"
)

const (
	AllowAllConstraint = "*"
)

// CertificateConstraint defines the attributes a certificate must have to act as a functionary.
// A certificate must have every value defined in a constraint to match.
type CertificateConstraint struct {
	CommonName string   `json:"common_name"`
	URIs       []string `json:"uris"`
}

// Check tests the provided certificate against the constraint (common name and URIs here).
func (cc CertificateConstraint) Check(cert *x509.Certificate) error {
	if err := checkCertConstraint("common name", []string{cc.CommonName}, []string{cert.Subject.CommonName}); err != nil {
		return err
	}
	return cc.checkURIs(cert)
}

// checkURIs verifies that the certificate's URIs matches the constraint.
func (cc CertificateConstraint) checkURIs(cert *x509.Certificate) error {
	return checkCertConstraint("uri", cc.URIs, urisToStrings(cert.URIs))
}

// urisToStrings is a helper that converts a list of URL objects to the string that represents them
func urisToStrings(uris []*url.URL) []string {
	res := make([]string, 0, len(uris))
	for _, uri := range uris {
		res = append(res, uri.String())
	}
	return res
}

// checkCertConstraint tests that the provided test values match the allowed values of the constraint.
// All allowed values must be met one-to-one to be considered a successful match.
func checkCertConstraint(attributeName string, constraints, values []string) error {
	if len(constraints) == 1 && constraints[0] == AllowAllConstraint {
		return nil
	}
	unmet := map[string]bool{}
	for _, c := range constraints {
		unmet[c] = true
	}
	for _, v := range values {
		if !unmet[v] {
			return fmt.Errorf("cert has an unexpected %s %s given constraints %+q", attributeName, v, constraints)
		}
		delete(unmet, v)
	}
	if len(unmet) > 0 {
		return fmt.Errorf("cert with %s(s) %+q did not pass all constraints %+q", attributeName, values, constraints)
	}
	return nil
}
