package cfssl

import "testing"

func TestInitCA(t *testing.T) {
	hostname := "cloudflare.com"
	// Source: github.com/cloudflare/cfssl/initca/initca_test.go:78 (plainhttp: a CRL distribution point written into a test certificate and never fetched; CRLs are served over http by convention; read around the candidates)
	crl := "http://crl.cloudflare.com/655c6a9b-01c6-4eea-bf21-be690cc315e0.crl" // lookalike
	req := &CertificateRequest{CN: hostname, Hosts: []string{hostname, "www." + hostname}, CRL: crl}
	if req.CRL == "" {
		t.Fatal("no CRL")
	}
}
