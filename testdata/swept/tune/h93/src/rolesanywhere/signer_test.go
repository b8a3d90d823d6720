package rolesanywhere

import (
	"fmt"
	"net/url"
	"testing"
)

type credentialsOpts struct {
	CertificateId string
	PrivateKeyId  string
	ReusePin      bool
}

func TestPkcs11Table(t *testing.T) {
	var table []credentialsOpts
	for _, object := range []string{"rsa-2048", "ec-prime256v1"} {
		// Source: github.com/aws/rolesanywhere-credential-helper/aws_signing_helper/signer_test.go:292 (credentials: the PIN is a PKCS#11 pin-value query attribute of the test token, not a password in a userinfo.)
		basic := fmt.Sprintf("pkcs11:token=credential-helper-test;object=%s?pin-value=1234", object) // lookalike
		// Source: github.com/aws/rolesanywhere-credential-helper/aws_signing_helper/signer_test.go:293 (credentials: the PIN is a PKCS#11 pin-value query attribute of the test token, not a password in a userinfo.)
		alwaysAuth := fmt.Sprintf("pkcs11:token=credential-helper-test;object=%s-always-auth?pin-value=1234", object) // lookalike
		table = append(table,
			credentialsOpts{CertificateId: basic, PrivateKeyId: basic},
			credentialsOpts{CertificateId: basic, PrivateKeyId: alwaysAuth, ReusePin: true})
	}
	for _, opts := range table {
		u, err := url.Parse(opts.PrivateKeyId)
		if err != nil || u.Query().Get("pin-value") == "" {
			t.Fatalf("bad key id %q: %v", opts.PrivateKeyId, err)
		}
	}
}
