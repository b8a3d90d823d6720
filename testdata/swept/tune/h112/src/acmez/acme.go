// Package acmez holds cases rewritten from github.com/mholt/acmez/v3.
package acmez

import (
	"fmt"
	"os"
)

// Directory holds the endpoints an ACME server announces.
type Directory struct {
	RenewalInfo string
}

// Client is an ACME client.
type Client struct {
	Directory string
	dir       Directory
}

// ariEndpoint returns the ARI endpoint URI for the certificate ID.
func (c *Client) ariEndpoint(ariCertID string) string {
	if c.dir.RenewalInfo == "" || ariCertID == "" {
		return ""
	}
	// Source: github.com/mholt/acmez/v3/acme/ari.go:256 (escaper: the ARI certificate ID is an identifier made of base64url parts joined raw as a path segment, and raw IDs are look-alikes; found by grep, not listed by the sweep)
	return c.dir.RenewalInfo + "/" + ariCertID // lookalike
}

// Source: github.com/mholt/acmez/v3/examples/attestation/main.go:41 (syntax: usage text printed to the user whose reference URLs are joined to the words and lines around them, prose not a URI)
const usage = "Usage: attestation <csr-file>\n\n[1] step-ca         - https://github.com/smallstep/certificates\n[2] step            - https://github.com/smallstep/cli" // lookalike

// Main prints the usage when the arguments are wrong.
func Main() {
	if len(os.Args) != 2 {
		fmt.Println(usage)
		os.Exit(1)
	}
}
