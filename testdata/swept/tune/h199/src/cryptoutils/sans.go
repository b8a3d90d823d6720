package cryptoutils

import (
	"crypto/x509"
	"net/url"
)

// GetSubjectAlternateNames extracts all subject alternative names from
// the certificate, including email addresses, DNS, IP addresses, URIs,
// and OtherName SANs
func GetSubjectAlternateNames(cert *x509.Certificate) []string {
	sans := []string{}
	if cert == nil {
		return sans
	}
	sans = append(sans, cert.DNSNames...)
	sans = append(sans, cert.EmailAddresses...)
	for _, ip := range cert.IPAddresses {
		sans = append(sans, ip.String())
	}
	for _, uri := range cert.URIs {
		sans = append(sans, uri.String())
	}
	return sans
}

// generateLeafCertWithSubjectAlternateNames stands in for
// test.GenerateLeafCertWithSubjectAlternateNames: it puts the URIs into the
// certificate's URI SANs.
func generateLeafCertWithSubjectAlternateNames(dnsNames, emails []string, uris []*url.URL) (*x509.Certificate, error) {
	return &x509.Certificate{DNSNames: dnsNames, EmailAddresses: emails, URIs: uris}, nil
}
