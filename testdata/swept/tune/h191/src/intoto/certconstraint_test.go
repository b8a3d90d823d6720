package intoto

import (
	"crypto/x509"
	"crypto/x509/pkix"
	"net/url"
	"testing"
)

type constraintCheckCase struct {
	Cert       *x509.Certificate
	Constraint CertificateConstraint
	Expected   bool
}

func TestConstraintCheck(t *testing.T) {
	testCertURI, _ := url.Parse("spiffe://example.com/step1")
	testCert := &x509.Certificate{
		Subject: pkix.Name{CommonName: "step1.example.com"},
		URIs:    []*url.URL{testCertURI},
	}

	cases := []constraintCheckCase{
		{
			Cert: testCert,
			Constraint: CertificateConstraint{
				CommonName: "step1.example.com",
				URIs:       []string{"spiffe://example.com/step1"},
			},
			Expected: true,
		},
		{
			Cert: testCert,
			Constraint: CertificateConstraint{
				CommonName: "*",
				// Source: github.com/in-toto/in-toto-golang/in_toto/certconstraint_test.go:254 (sink: a bare host listed among URI constraints, but the case expects the check to fail, so by rule 2a it is a deliberate fixture)
				URIs: []string{"spiffe://example.com/step1", "step1.example.com"}, // lookalike
			},
			Expected: false,
		},
	}

	for _, c := range cases {
		err := c.Constraint.Check(c.Cert)
		actual := err == nil
		if actual != c.Expected {
			t.Errorf("got %v when expected %v. Constraint: %+v, Errors: %s", actual, c.Expected, c.Constraint, err)
		}
	}
}
