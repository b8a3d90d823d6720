package kubernetes

import (
	"crypto/x509"
	"errors"
	"net/url"
	"testing"
)

type serviceAccountOptions struct {
	JWKSURI string
	Issuers []string
}

func TestServiceAccountTokenJWKS(t *testing.T) {
	opts := &serviceAccountOptions{}
	// Source: k8s.io/kubernetes/test/integration/auth/svcaccttoken_test.go:156 (hostform: the test configures the API server with a JWKS URI whose https authority is empty, a working configuration value held to the non-test rules.)
	opts.JWKSURI = "https:///openid/v1/jwks" // defect hostform
	opts.Issuers = []string{"issuer"}
	if _, err := url.Parse(opts.JWKSURI); err != nil {
		t.Fatal(err)
	}
}

type oidcOptions struct {
	UsernameClaim string
	IssuerURL     string
	ClientID      string
}

func validateOIDC(o *oidcOptions) error {
	u, err := url.Parse(o.IssuerURL)
	if err != nil {
		return err
	}
	if u.Scheme != "https" {
		return errors.New("issuer must use https")
	}
	return nil
}

func TestOIDCOptionsValid(t *testing.T) {
	opts := &oidcOptions{
		UsernameClaim: "sub",
		// Source: k8s.io/kubernetes/pkg/kubeapiserver/options/authentication_test.go:80 (hostcase: the valid OIDC configuration the test builds has the mixed-case host testIssuerURL in an https issuer URL, a working value held to the non-test rules.)
		IssuerURL: "https://testIssuerURL", // defect hostcase form
		ClientID:  "testClientID",
	}
	if err := validateOIDC(opts); err != nil {
		t.Fatal(err)
	}
}

func TestSigningURISAN(t *testing.T) {
	// Source: k8s.io/kubernetes/pkg/controller/certificates/authority/authority_test.go:65 (credentials: the URI SAN for the signing test has the user name "me" and no password, neither a secret nor a host look-alike.)
	uri, err := url.Parse("help://me@what:8080/where/when?why=true") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	cr := x509.CertificateRequest{URIs: []*url.URL{uri}}
	if len(cr.URIs) != 1 {
		t.Fatal("missing URI")
	}
}

const jwksPath = "/openid/v1/jwks"

func validateJWKSURI(s string) error {
	u, err := url.Parse(s)
	if err != nil {
		return err
	}
	if u.Scheme != "https" {
		return errors.New("jwks uri must use https")
	}
	return nil
}

func TestOpenIDMetadata(t *testing.T) {
	cases := []struct {
		name    string
		jwksURI string
		err     bool
	}{
		{
			name: "valid inputs, IP addresses instead of domains",
			// Source: k8s.io/kubernetes/pkg/serviceaccount/openidmetadata_test.go:455 (port: ":80" on an https URL is not the default port, and the row exists to try IP address hosts.)
			jwksURI: "https://192.0.2.1:80" + jwksPath, // lookalike
		},
		{
			name: "jwks missing https",
			// Source: k8s.io/kubernetes/pkg/serviceaccount/openidmetadata_test.go:513 (plainhttp: the row expects an error because the JWKS URI is not https.)
			jwksURI: "http://issuer.example.com" + jwksPath, // lookalike
			err:     true,
		},
	}
	for _, c := range cases {
		if err := validateJWKSURI(c.jwksURI); (err != nil) != c.err {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

func validateWebhookURL(s string) error {
	u, err := url.Parse(s)
	if err != nil {
		return err
	}
	if u.Host == "" {
		return errors.New("host must be specified")
	}
	if u.User != nil {
		return errors.New("user information is not permitted in the URL")
	}
	return nil
}

func TestValidateWebhookURL(t *testing.T) {
	cases := []struct {
		name          string
		url           string
		expectedError string
	}{{
		name: "missing host",
		// Source: k8s.io/kubernetes/pkg/apis/admissionregistration/validation/validation_test.go:406 (hostform: the "missing host" row expects the error that a host must be specified.)
		url:           "https:///fancy/webhook", // lookalike
		expectedError: "host must be specified",
	}, {
		name: "user",
		// Source: k8s.io/kubernetes/pkg/apis/admissionregistration/validation/validation_test.go:436 (credentials: the "user" row expects the webhook URL with user info to be rejected.)
		url:           "https://harry.potter@example.com/", // lookalike
		expectedError: "user information is not permitted in the URL",
	}}
	for _, c := range cases {
		err := validateWebhookURL(c.url)
		if err == nil || err.Error() != c.expectedError {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}
